import { CrmStats } from './crm-stats'
import { EmailBanner } from './email-banner'
import { InboundBanner } from './inbound-banner'
import { LeadList } from './lead-list'
import { TaskList } from './task-list'

/** SPEC §2 'Restaurant CRM': e-mail banner, four stat cards, recent leads and sales tasks. */
export function CrmTab() {
  return (
    <div className="space-y-6">
      <EmailBanner />
      <InboundBanner />
      <CrmStats />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LeadList />
        <TaskList />
      </div>
    </div>
  )
}
