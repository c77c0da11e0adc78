import type { StoredAssessment } from '@/shared/admin'
import { TableCell, TableRow } from '@/web/components/ui/table'
import { cn } from '@/web/lib/utils'
import { businessTypeLabel, painPointLabel, revenueLabel } from '../../lib/labels'
import { EmailLink, PhoneLink, QuarantineNote, SubmittedAt } from './contact-cells'
import { stacked } from './stacked-table'
import { SubmissionTable } from './submission-table'
import { TruncatedText } from './truncated-text'

const columns = ['Business', 'Contact', 'Main Challenge', 'Revenue', 'Current Marketing', 'Goal', 'Date'] as const

/**
 * The free assessments: all nine answers (choices shown with the form's labels) and when. The
 * business type sits under the business, and e-mail and phone under the contact's name, so the
 * table fits a laptop screen.
 */
export function AssessmentTable({ assessments, busy }: { assessments: StoredAssessment[]; busy: boolean }) {
  return (
    <SubmissionTable label="Assessments" busy={busy} columns={columns}>
        {assessments.map((assessment) => (
          <TableRow key={assessment.id} className={stacked.row}>
            <TableCell data-label="Business" className={stacked.cell}>
              <div>
                <p className="font-medium text-ink-900">{assessment.businessName}</p>
                <QuarantineNote reason={assessment.quarantineReason} id={assessment.id} kind="assessment" />
                <p className="text-small text-muted-foreground">{businessTypeLabel(assessment.businessType)}</p>
              </div>
            </TableCell>
            <TableCell data-label="Contact" className={stacked.cell}>
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
            </TableCell>
            <TableCell data-label="Main Challenge" className={stacked.cell}>
              {painPointLabel(assessment.primaryPainPoint)}
            </TableCell>
            <TableCell data-label="Revenue" className={cn(stacked.cell, 'md:whitespace-nowrap')}>
              {revenueLabel(assessment.monthlyRevenue)}
            </TableCell>
            <TableCell data-label="Current Marketing" className={cn(stacked.cell, 'min-w-0')}>
              <TruncatedText text={assessment.currentMarketing} className="md:max-w-44" />
            </TableCell>
            <TableCell data-label="Goal" className={cn(stacked.cell, 'min-w-0')}>
              <TruncatedText text={assessment.biggestGoal} className="md:max-w-44" />
            </TableCell>
            <TableCell data-label="Date" className={cn(stacked.cell, 'text-ink-700')}>
              <SubmittedAt createdAt={assessment.createdAt} />
            </TableCell>
          </TableRow>
        ))}
    </SubmissionTable>
  )
}
