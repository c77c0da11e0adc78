import { Badge } from '@/web/components/ui/badge'
import { TitledCard } from '@/web/components/titled-card'
import { orders } from '../data/orders'
import { formatCents } from '@/web/lib/format'
import { orderStatusStyle } from '../lib/status-styles'

export function OrdersTab() {
  return (
    <TitledCard title="Online orders" description="Checked by AI before they reach the kitchen; guests get a text when their food is ready.">
      <ul aria-label="Orders" className="grid gap-3 sm:grid-cols-2">
        {orders.map((order) => {
          const status = orderStatusStyle[order.status]
          return (
            <li key={order.id} className="rounded-lg border border-border p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold text-ink-900">
                  Order {order.id} <span className="font-normal text-muted-foreground">· {order.customer}</span>
                </p>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <p className="mt-2 text-small text-ink-700">{order.items.join(', ')}</p>
              <p className="mt-1 text-small font-semibold text-ink-900 tabular-nums">{formatCents(order.total)}</p>
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
