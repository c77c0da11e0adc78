import { memo } from 'react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent } from '@/web/components/ui/card'
import { inventory } from '../../data/inventory'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { inventoryStatusVariant } from '../../model/status-styles'
import { PanelHeader } from '../panel-header'
import { StageBadge } from '../stage-badge'

export const InventoryPanel = memo(function InventoryPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return (
    <Card>
      <PanelHeader
        title="Inventory"
        badge={<StageBadge status={stage} progress={progress} />}
      />
      <CardContent>
        <ul aria-label="Inventory" className="divide-y divide-border">
          {inventory.map((item) => (
            <li key={item.barcode} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-ink-900">{item.item}</p>
                <Badge variant={inventoryStatusVariant[item.status]}>{item.status}</Badge>
              </div>
              <p className="text-small text-ink-700">
                {item.current} {item.unit} in stock (minimum {item.minimum}) · uses {item.usageRate} {item.unit}/day
              </p>
              <p className="text-xs text-muted-foreground">
                {item.supplier} · {formatNok(item.cost)}/{item.unit} · next order {item.orderQuantity} {item.unit}, delivery {item.deliveryTime}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
})
