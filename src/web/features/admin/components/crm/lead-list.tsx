import { useState } from 'react'
import { Users } from 'lucide-react'
import { useLeads } from '../../api/get-leads'
import { useNow } from '../../hooks/use-now'
import { useRowDetail } from '../../hooks/use-row-detail'
import { ListBody, ListEmpty, ListLoading } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { AddLeadDialog } from './add-lead-dialog'
import { CrmListCard } from './crm-list-card'
import { LeadDetailDialog } from './lead-detail-dialog'
import { LeadRow } from './lead-row'

/** SPEC §2 'Recent Restaurant Leads': newest first, a page at a time, each lead opening its detail. */
export function LeadList() {
  const [page, setPage] = useState(1)
  const detail = useRowDetail<string>()
  const leads = useLeads(page)
  const now = useNow()

  return (
    <CrmListCard
      titleId="leads-title"
      title="Recent Restaurant Leads"
      description="Newest first. Change a status or priority right here; open a name for everything about that lead."
      action={<AddLeadDialog onAdded={() => setPage(1)} />}
    >
      <ListBody
        query={leads}
        isEmpty={(data) => data.leads.length === 0}
        loading={<ListLoading label="Loading leads…" rows={4} rowClassName="h-28" />}
        empty={() => (
          <ListEmpty icon={Users} title="No leads yet">
            Leads arrive from the assessment and contact forms, or add one with Add Lead.
          </ListEmpty>
        )}
      >
        {(data) => (
          <>
            <ul aria-label="Leads" aria-busy={leads.isPlaceholderData || undefined} className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-lg sm:border">
              {data.leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} now={now} onOpen={(trigger) => detail.open(lead.id, trigger)} />
              ))}
            </ul>
            <Pagination page={data.page} label="Leads" onPageChange={setPage} />
          </>
        )}
      </ListBody>
      {/* Portalled: it adds nothing to the list's own markup. */}
      <LeadDetailDialog leadId={detail.row} {...detail.close} />
    </CrmListCard>
  )
}
