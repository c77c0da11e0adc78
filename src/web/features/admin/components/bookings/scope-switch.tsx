import { History, CalendarClock } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import type { BookingScope } from '../../api/get-bookings'

const options: readonly { value: BookingScope; label: string; icon: typeof History }[] = [
  { value: 'upcoming', label: 'Upcoming', icon: CalendarClock },
  { value: 'past', label: 'Past', icon: History },
]

/** Which calls the list shows: a two-button switch (aria-pressed). */
export function ScopeSwitch({ value, onChange }: { value: BookingScope; onChange: (value: BookingScope) => void }) {
  return (
    <div role="group" aria-label="Which calls" className="inline-flex rounded-lg bg-muted p-1">
      {options.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
            'text-ink-700 hover:text-ink-900 motion-safe:transition-[color,background-color,box-shadow]',
            'aria-pressed:bg-background aria-pressed:text-ink-900 aria-pressed:shadow-sm',
          )}
        >
          <Icon aria-hidden="true" className="size-4 max-[400px]:hidden" />
          {label}
        </button>
      ))}
    </div>
  )
}
