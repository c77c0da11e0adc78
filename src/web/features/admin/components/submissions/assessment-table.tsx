import type { StoredAssessment } from '@/shared/admin'
import { businessTypeLabel, painPointLabel, revenueLabel } from '../../lib/labels'
import { EmailLink, PhoneLink, QuarantineNote, SubmittedAtCell } from './contact-cells'
import { StackedCell, SubmissionTable } from './submission-table'
import { LongTextCell } from './truncated-text'

const columns = ['Business', 'Contact', 'Main Challenge', 'Revenue', 'Current Marketing', 'Goal', 'Date'] as const

/**
 * The free assessments: all nine answers (choices shown with the form's labels) and when. The
 * business type sits under the business, and e-mail and phone under the contact's name, so the
 * table fits a laptop screen.
 */
export function AssessmentTable({ assessments, busy }: { assessments: StoredAssessment[]; busy: boolean }) {
  return (
    <SubmissionTable label="Assessments" busy={busy} columns={columns} rows={assessments}>
      {(assessment) => (
        <>
          <StackedCell label="Business">
            <div>
              <p className="font-medium text-ink-900">{assessment.businessName}</p>
              <QuarantineNote reason={assessment.quarantineReason} id={assessment.id} kind="assessment" />
              <p className="text-small text-muted-foreground">{businessTypeLabel(assessment.businessType)}</p>
            </div>
          </StackedCell>
          <StackedCell label="Contact">
            <div className="min-w-0 space-y-0.5">
              <p>{assessment.fullName}</p>
              <p className="text-small">
                <EmailLink email={assessment.email} />
              </p>
              {assessment.phone && (
                <p className="text-small">
                  <PhoneLink phone={assessment.phone} />
                </p>
              )}
            </div>
          </StackedCell>
          <StackedCell label="Main Challenge">{painPointLabel(assessment.primaryPainPoint)}</StackedCell>
          <StackedCell label="Revenue" className="md:whitespace-nowrap">
            {revenueLabel(assessment.monthlyRevenue)}
          </StackedCell>
          <LongTextCell label="Current Marketing" text={assessment.currentMarketing} className="md:max-w-44" />
          <LongTextCell label="Goal" text={assessment.biggestGoal} className="md:max-w-44" />
          <SubmittedAtCell createdAt={assessment.createdAt} />
        </>
      )}
    </SubmissionTable>
  )
}
