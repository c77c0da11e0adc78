import type { LeadSubmission } from '@/shared/admin'
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
            <dl className="grid gap-2">
              {answers(submission).map(([label, value]) => (
                <div key={label} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </DetailSection>
  )
}

function answers(submission: LeadSubmission): [string, string][] {
  const who: [string, string][] = [
    ['Business', submission.businessName],
    ['Contact', submission.fullName],
  ]
  if (submission.type === 'contact') return [...who, ['Automation needs', submission.automationNeeds]]
  return [
    ...who,
    ['Business type', businessTypeLabel(submission.businessType)],
    ['Main challenge', painPointLabel(submission.primaryPainPoint)],
    ['Monthly revenue', revenueLabel(submission.monthlyRevenue)],
    ['Current marketing', submission.currentMarketing],
    ['Biggest goal', submission.biggestGoal],
  ]
}
