import { stageStatus, type LiveDemoState } from '../../model/live-demo'
import { AnalyticsPanel } from './analytics-panel'
import { CustomerServicePanel } from './customer-service-panel'
import { InventoryPanel } from './inventory-panel'
import { ReservationsPanel } from './reservations-panel'
import { StaffPanel } from './staff-panel'
import { WeeklyCalendar } from './weekly-calendar'

/** Stage order from data/live-stages: staff, inventory, bookings, customer communication. */
export function CurrentWeekTab({ state }: { state: LiveDemoState }) {
  const stage = (index: number) => ({ stage: stageStatus(state, index), progress: state.progress[index] ?? 0 })
  return (
    <div className="grid gap-6">
      <WeeklyCalendar {...stage(0)} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <StaffPanel {...stage(0)} />
        <InventoryPanel {...stage(1)} />
        <ReservationsPanel {...stage(2)} />
        <AnalyticsPanel system={state.system} />
      </div>
      <CustomerServicePanel {...stage(3)} responded={state.respondedMessages} counters={state.service} />
    </div>
  )
}
