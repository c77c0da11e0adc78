import type { StoredSubmission } from '@/shared/admin'
import { TableCell, TableRow } from '@/web/components/ui/table'
import { cn } from '@/web/lib/utils'
import { EmailLink, PhoneLink, QuarantineNote, SubmittedAt } from './contact-cells'
import { stacked } from './stacked-table'
import { SubmissionTable } from './submission-table'
import { TruncatedText } from './truncated-text'

const columns = ['Business', 'Contact', 'Email', 'Phone', 'Automation Needs', 'Date'] as const

/** SPEC §2 table of contact submissions: Business, Contact, Email, Phone, Automation Needs, Date. */
export function ContactTable({ submissions, busy }: { submissions: StoredSubmission[]; busy: boolean }) {
  return (
    <SubmissionTable label="Contact submissions" busy={busy} columns={columns}>
        {submissions.map((submission) => (
          <TableRow key={submission.id} className={stacked.row}>
            <TableCell data-label="Business" className={cn(stacked.cell, 'font-medium text-ink-900')}>
              <span className="flex flex-col">
                {submission.businessName}
                <QuarantineNote reason={submission.quarantineReason} id={submission.id} kind="submission" />
              </span>
            </TableCell>
            <TableCell data-label="Contact" className={stacked.cell}>
              {submission.fullName}
            </TableCell>
            <TableCell data-label="Email" className={stacked.cell}>
              <EmailLink email={submission.email} />
            </TableCell>
            <TableCell data-label="Phone" className={stacked.cell}>
              <PhoneLink phone={submission.phone} />
            </TableCell>
            <TableCell data-label="Automation Needs" className={cn(stacked.cell, 'min-w-0')}>
              <TruncatedText text={submission.automationNeeds} />
            </TableCell>
            <TableCell data-label="Date" className={cn(stacked.cell, 'text-ink-700')}>
              <SubmittedAt createdAt={submission.createdAt} />
            </TableCell>
          </TableRow>
        ))}
    </SubmissionTable>
  )
}
