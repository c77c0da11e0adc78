import { useId } from 'react'
import type { Slot } from '@/shared/booking'
import { Label } from '@/web/components/ui/label'
import { NativeSelect, NativeSelectOptions } from '@/web/components/ui/native-select'
import { cn } from '@/web/lib/utils'
import { formatClockTime, groupByOwnerDay } from '../../lib/booking-time'

/**
 * Free slots to choose one from: a day (a native select, quick on a phone), then that day's
 * times as radio buttons (arrow keys move between them), all in the owner's time zone.
 */
export function SlotPicker({
  slots,
  timeZone,
  day,
  onDayChange,
  value,
  onChange,
}: {
  slots: readonly Slot[]
  timeZone: string
  /** The day shown (YYYY-MM-DD, owner-local); the first day with slots when it has none. */
  day: string | null
  onDayChange: (day: string) => void
  value: string | null
  onChange: (start: string) => void
}) {
  const id = useId()
  const days = groupByOwnerDay(slots, timeZone)
  const shown = days.find((group) => group.day === day) ?? days[0]
  if (!shown) return null

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-day`}>Day</Label>
        <NativeSelect id={`${id}-day`} value={shown.day} onChange={(event) => onDayChange(event.target.value)}>
          <NativeSelectOptions
            options={days.map((group) => ({ value: group.day, label: `${group.label} (${group.items.length} free)` }))}
          />
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Time on {shown.label}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.items.map((slot) => (
            <label key={slot.start} className="relative">
              <input
                type="radio"
                name={`${id}-time`}
                value={slot.start}
                checked={value === slot.start}
                onChange={() => onChange(slot.start)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-10 cursor-pointer items-center justify-center rounded-md border border-ink-300 bg-background px-2 text-sm font-medium text-ink-900 tabular-nums',
                  'hover:bg-secondary peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {formatClockTime(slot.start, timeZone)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
