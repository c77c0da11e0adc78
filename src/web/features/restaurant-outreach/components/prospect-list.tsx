import { MapPin, Mail, Phone } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { prospects } from '../data/prospects'
import { priorityStyle, prospectStatusStyle } from '../lib/status-styles'

export function ProspectList() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Prospects</h2>
        </CardTitle>
        <CardDescription>Where each restaurant stands in the sequence.</CardDescription>
      </CardHeader>
      <CardContent>
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
                  ].map(({ key, icon: Icon, text }) => (
                    <span key={key} className="inline-flex items-center gap-1.5">
                      <Icon aria-hidden="true" className="size-3.5" />
                      {text}
                    </span>
                  ))}
                </div>
                <p className="text-xs text-muted-foreground">Last contact: {prospect.lastContact}</p>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
