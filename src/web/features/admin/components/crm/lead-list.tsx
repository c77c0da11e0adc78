import { useRef, useState } from 'react'
import { Users } from 'lucide-react'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { useLeads } from '../../api/get-leads'
import { useNow } from '../../hooks/use-now'
import { ListEmpty, ListError, ListLoading } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { AddLeadDialog } from './add-lead-dialog'
import { LeadDetailDialog } from './lead-detail-dialog'
import { LeadRow } from './lead-row'

/** SPEC §2 'Recent Restaurant Leads': newest first, a page at a time, each lead opening its detail. */
export function LeadList() {
  const [page, setPage] = useState(1)
  const [openLeadId, setOpenLeadId] = useState<string | null>(null)
  // The name that opened the detail gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const leads = useLeads(page)
  const now = useNow()

  return (
    <Card aria-labelledby="leads-title" role="region" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-h3">
          <h2 id="leads-title">
            Recent Restaurant Leads
          </h2>
        </CardTitle>
        <CardDescription>Newest first. Change a status or priority right here; open a name for everything about that lead.</CardDescription>
        <CardAction>
          <AddLeadDialog onAdded={() => setPage(1)} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        {leads.isPending ? (
          <ListLoading label="Loading leads…" rows={4} rowClassName="h-28" />
        ) : leads.isError ? (
          <ListError error={leads.error} onRetry={() => void leads.refetch()} />
        ) : leads.data.leads.length === 0 ? (
          <ListEmpty icon={Users} title="No leads yet">
            Leads arrive from the assessment and contact forms, or add one with Add Lead.
          </ListEmpty>
        ) : (
          <>
            <ul aria-label="Leads" aria-busy={leads.isPlaceholderData || undefined} className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-lg sm:border">
              {leads.data.leads.map((lead) => (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  now={now}
                  onOpen={(trigger) => {
                    opener.current = trigger
                    setOpenLeadId(lead.id)
                  }}
                />
              ))}
            </ul>
            <Pagination page={leads.data.page} label="Leads" onPageChange={setPage} />
          </>
        )}
      </CardContent>
      <LeadDetailDialog leadId={openLeadId} returnFocusTo={opener} onClose={() => setOpenLeadId(null)} />
    </Card>
  )
}
