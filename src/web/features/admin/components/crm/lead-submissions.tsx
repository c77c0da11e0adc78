import type { LeadSubmission } from '@/shared/admin'
import { StatList } from '@/web/components/content/stat-list'
import { formatDateTime } from '../../lib/format'
import { businessTypeLabel, painPointLabel, revenueLabel } from '../../lib/labels'
import { DetailSection } from '../shared/detail-section'

/** Every form this lead sent: contact forms with their needs, assessments with each answer's label. */
export function LeadSubmissions({ submissions }: { submissions: LeadSubmission[] }) {
  return (
    <DetailSection title="Submissions" count={submissions.length} empty="Added by hand: no form submissions.">
      <ul className="space-y-3">
        {submissions.map((submission) => (
          <li key={submission.id} className="space-y-2 rounded-lg border border-border p-3 text-small">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-ink-900">{submission.type === 'assessment' ? 'Assessment' : 'Contact form'}</span>
              <time dateTime={submission.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(submission.createdAt)}
              </time>
            </p>
            <StatList
              stats={answers(submission)}
              className="grid gap-2"
              itemClassName="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3"
              labelClassName="text-muted-foreground"
              valueClassName="break-words whitespace-pre-line text-ink-900"
            />
          </li>
        ))}
      </ul>
    </DetailSection>
  )
}

type Answer = { label: string; value: string }

function answers(submission: LeadSubmission): Answer[] {
  const who: Answer[] = [
    { label: 'Business', value: submission.businessName },
    { label: 'Contact', value: submission.fullName },
  ]
  if (submission.type === 'contact') return [...who, { label: 'Automation needs', value: submission.automationNeeds }]
  return [
    ...who,
    { label: 'Business type', value: businessTypeLabel(submission.businessType) },
    { label: 'Main challenge', value: painPointLabel(submission.primaryPainPoint) },
    { label: 'Monthly revenue', value: revenueLabel(submission.monthlyRevenue) },
    { label: 'Current marketing', value: submission.currentMarketing },
    { label: 'Biggest goal', value: submission.biggestGoal },
  ]
}
