import { DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog'
import { Skeleton } from '@/web/components/ui/skeleton'
import { useLead } from '../../api/get-lead'
import { useNow } from '../../hooks/use-now'
import type { RowDetailClose } from '../../hooks/use-row-detail'
import { ListError } from '../shared/list-states'
import { DetailDialog } from '../shared/detail-dialog'
import { PriorityBadge, StatusBadge } from './crm-badges'
import { LeadOutcome } from './lead-outcome'
import { LeadBookedCall } from './lead-booking'
import { LeadContact, LeadEmails, LeadLog, LeadReports, LeadScore, LeadTasks } from './lead-detail-sections'
import { LeadSubmissions } from './lead-submissions'
import { LeadConversation } from './lead-thread'

/** Everything about one lead: contact, score and why, what they sent, what the pipeline did, e-mails and tasks. */
export function LeadDetailDialog({ leadId, ...close }: { leadId: string | null } & RowDetailClose) {
  const detail = useLead(leadId)
  const now = useNow()

  return (
    <DetailDialog open={leadId !== null} {...close}>
      {detail.isPending ? (
        <>
          <DialogHeader>
            <DialogTitle>Lead details</DialogTitle>
            <DialogDescription role="status">Loading the lead…</DialogDescription>
          </DialogHeader>
          <div aria-hidden="true" className="space-y-3">
            <Skeleton className="h-24 rounded-lg" />
            <Skeleton className="h-40 rounded-lg" />
          </div>
        </>
      ) : detail.isError ? (
        <>
          <DialogHeader>
            <DialogTitle>Lead details</DialogTitle>
            <DialogDescription>This lead could not be loaded.</DialogDescription>
          </DialogHeader>
          <ListError error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <>
          <DialogHeader>
            <DialogTitle className="break-words">{detail.data.lead.name}</DialogTitle>
            <DialogDescription className="break-words">{detail.data.lead.restaurant}</DialogDescription>
            <div className="flex flex-wrap gap-1.5 pt-1">
              <StatusBadge status={detail.data.lead.status} />
              <PriorityBadge priority={detail.data.lead.priority} />
            </div>
          </DialogHeader>
          <div className="grid gap-6">
            <LeadContact lead={detail.data.lead} nudge={detail.data.nudge} now={now} />
            <LeadOutcome key={`${detail.data.lead.status}-${detail.data.lead.dealValue}`} lead={detail.data.lead} />
            {detail.data.booking && <LeadBookedCall booking={detail.data.booking} />}
            <LeadScore lead={detail.data.lead} />
            <LeadSubmissions submissions={detail.data.submissions} />
            <LeadLog log={detail.data.log} />
            <LeadReports reports={detail.data.reports} />
            <LeadConversation leadId={detail.data.lead.id} />
            <LeadEmails emails={detail.data.emails} />
            <LeadTasks tasks={detail.data.tasks} now={now} />
          </div>
        </>
      )}
    </DetailDialog>
  )
}
