import { MapPin, Mail, Phone } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { prospects } from '../data/prospects'
import { priorityStyle, prospectStatusStyle } from '../lib/status-styles'

export function ProspectList() {
  return (
    <TitledCard title="Prospects" as="h2" description="Where each restaurant stands in the sequence.">
      <ul aria-label="Prospects" className="divide-y divide-border">
        {prospects.map((prospect) => {
          const status = prospectStatusStyle[prospect.status]
          const priority = priorityStyle[prospect.priority]
          return (
            <li key={prospect.email} className="grid gap-2 py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{prospect.restaurant}</p>
                  <p className="text-small text-ink-700">{prospect.name}</p>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  <Badge variant={priority.variant}>{priority.label}</Badge>
                </div>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-small text-muted-foreground">
                {[
                  { key: 'location', icon: MapPin, text: prospect.location },
                  { key: 'phone', icon: Phone, text: prospect.phone },
                  { key: 'email', icon: Mail, text: prospect.email },
                ].map(({ key, icon, text }) => (
                  <IconText key={key} icon={icon} iconClassName="size-3.5">
                    {text}
                  </IconText>
                ))}
              </div>
              <p className="text-xs text-muted-foreground">Last contact: {prospect.lastContact}</p>
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
