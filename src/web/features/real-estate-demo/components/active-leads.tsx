import { Mail, Phone } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { Badge } from '@/web/components/ui/badge'
import { leadStatusStyle } from '../lib/status-styles'
import type { DemoLead } from '../lib/types'

export function ActiveLeads({ leads }: { leads: readonly DemoLead[] }) {
  return (
    <TitledCard as="h2" title="Active Leads" description={`${leads.length} leads, each scored the moment it arrived.`}>
      <ul aria-label="Active leads" className="divide-y divide-border">
        {leads.map((lead) => {
          const status = leadStatusStyle(lead.status)
          return (
            <li key={lead.id} className="grid gap-2 py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink-900">{lead.name || 'Website visitor'}</p>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <p className="text-small text-ink-700">
                {lead.propertyType || 'Property type not given'} · {lead.budget || 'Budget not given'}
              </p>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-small text-muted-foreground">
                {lead.email && (
                  <IconText icon={Mail} className="inline-flex min-w-0 items-center gap-1.5 break-all" iconClassName="size-3.5 shrink-0">
                    {lead.email}
                  </IconText>
                )}
                {lead.phone && (
                  <IconText icon={Phone} iconClassName="size-3.5 shrink-0">
                    {lead.phone}
                  </IconText>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <span>Source: {lead.source}</span>
                <span>Last contact: {lead.lastContact}</span>
                <span className="font-medium text-ink-800">AI score {lead.score}/100</span>
              </div>
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
