import type { StoredSubmission } from '@/shared/admin'
import { EmailLink, PhoneLink, QuarantineNote, SubmittedAtCell } from './contact-cells'
import { StackedCell, SubmissionTable } from './submission-table'
import { LongTextCell } from './truncated-text'

const columns = ['Business', 'Contact', 'Email', 'Phone', 'Automation Needs', 'Date'] as const

/** SPEC §2 table of contact submissions: Business, Contact, Email, Phone, Automation Needs, Date. */
export function ContactTable({ submissions, busy }: { submissions: StoredSubmission[]; busy: boolean }) {
  return (
    <SubmissionTable label="Contact submissions" busy={busy} columns={columns} rows={submissions}>
      {(submission) => (
        <>
          <StackedCell label="Business" className="font-medium text-ink-900">
            <span className="flex flex-col">
              {submission.businessName}
              <QuarantineNote reason={submission.quarantineReason} id={submission.id} kind="submission" />
            </span>
          </StackedCell>
          <StackedCell label="Contact">{submission.fullName}</StackedCell>
          <StackedCell label="Email">
            <EmailLink email={submission.email} />
          </StackedCell>
          <StackedCell label="Phone">
            <PhoneLink phone={submission.phone} />
          </StackedCell>
          <LongTextCell label="Automation Needs" text={submission.automationNeeds} />
          <SubmittedAtCell createdAt={submission.createdAt} />
        </>
      )}
    </SubmissionTable>
  )
}
