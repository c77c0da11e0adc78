import { CalendarClock, History } from 'lucide-react'
import type { BookingScope } from '../../api/get-bookings'
import { PressedSwitch, type SwitchOption } from '../shared/pressed-switch'

const options: readonly SwitchOption<BookingScope>[] = [
  { value: 'upcoming', label: 'Upcoming', icon: CalendarClock },
  { value: 'past', label: 'Past', icon: History },
]

/** Which calls the list shows. */
export function ScopeSwitch({ value, onChange }: { value: BookingScope; onChange: (value: BookingScope) => void }) {
  return <PressedSwitch label="Which calls" options={options} value={value} onChange={onChange} iconClassName="max-[400px]:hidden" />
}
