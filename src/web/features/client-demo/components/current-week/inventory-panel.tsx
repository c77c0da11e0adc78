import { memo } from 'react'
import { inventory } from '../../data/inventory'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { inventoryStatusVariant } from '../../model/status-styles'
import { StageRecordPanel, type StageRecord } from './stage-record-panel'

const records: StageRecord[] = inventory.map((item) => ({
  key: item.barcode,
  title: item.item,
  status: item.status,
  variant: inventoryStatusVariant[item.status],
  summary: (
    <>
      {item.current} {item.unit} in stock (minimum {item.minimum}) · uses {item.usageRate} {item.unit}/day
    </>
  ),
  details: (
    <>
      {item.supplier} · {formatNok(item.cost)}/{item.unit} · next order {item.orderQuantity} {item.unit}, delivery {item.deliveryTime}
    </>
  ),
}))

export const InventoryPanel = memo(function InventoryPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return <StageRecordPanel title="Inventory" listLabel="Inventory" records={records} stage={stage} progress={progress} />
})
