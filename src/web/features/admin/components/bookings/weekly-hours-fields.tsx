import { Plus, Trash2 } from 'lucide-react'
import { weekdayLabels, weekdays, type TimeRange, type Weekday } from '@/shared/booking'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { addStretch, removeStretch, setStretch, type AvailabilityForm } from '../../lib/availability-form'
import { AvailabilityFieldMessage, availabilityFieldId, invalidProps } from './availability-field'

/** The schema's limit (weeklyHours: at most 6 stretches a day). */
const maxStretches = 6

type Edit = (change: (form: AvailabilityForm) => AvailabilityForm) => void

/** Each weekday's working hours: none (closed), or stretches of start and end times, added and removed. */
export function WeeklyHoursFields({ form, errors, timeZone, edit }: { form: AvailabilityForm; errors: Record<string, string>; timeZone: string; edit: Edit }) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink-900">Weekly hours</legend>
      <p className="text-small text-muted-foreground">When calls may take place, in {timeZone}. A day without hours is closed.</p>
      <ul className="divide-y divide-border border-y border-border">
        {weekdays.map((day) => (
          <DayHours key={day} day={day} ranges={form.weeklyHours[day]} errors={errors} edit={edit} />
        ))}
      </ul>
    </fieldset>
  )
}

function DayHours({ day, ranges, errors, edit }: { day: Weekday; ranges: TimeRange[]; errors: Record<string, string>; edit: Edit }) {
  const label = weekdayLabels[day]
  const titleId = availabilityFieldId(`weeklyHours.${day}.title`)
  return (
    <li data-weekday={day}>
      <div role="group" aria-labelledby={titleId} className="grid gap-2 py-3">
        <p id={titleId} className="font-medium text-ink-900">
          {label}
        </p>
        <div className="space-y-2">
          {ranges.length === 0 && <p className="text-small text-muted-foreground">Closed</p>}
          {ranges.map((range, index) => (
            <Stretch key={index} day={day} index={index} count={ranges.length} range={range} errors={errors} edit={edit} />
          ))}
          <AvailabilityFieldMessage path={`weeklyHours.${day}`} message={errors[`weeklyHours.${day}`]} />
          {ranges.length < maxStretches && (
            <Button type="button" variant="outline" size="sm" onClick={() => edit((form) => addStretch(form, day))}>
              <Plus aria-hidden="true" />
              Add hours<span className="sr-only"> on {label}</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}

function Stretch({
  day,
  index,
  count,
  range,
  errors,
  edit,
}: {
  day: Weekday
  index: number
  count: number
  range: TimeRange
  errors: Record<string, string>
  edit: Edit
}) {
  // Screen readers hear which day (and which stretch) each From and Until belongs to.
  const context = `${weekdayLabels[day]}${count > 1 ? ` hours ${index + 1}` : ''} `
  const parts = [
    { part: 'start', label: 'From' },
    { part: 'end', label: 'Until' },
  ] as const
  return (
    <div className="space-y-1">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
        {parts.map(({ part, label }) => {
          const path = `weeklyHours.${day}.${index}.${part}`
          return (
            <div key={part} className="grid gap-1.5">
              <Label htmlFor={availabilityFieldId(path)} className="text-ink-700">
                <span className="sr-only">{context}</span>
                {label}
              </Label>
              <Input
                id={availabilityFieldId(path)}
                type="time"
                className="px-2 sm:px-3"
                value={range[part]}
                onChange={(event) => edit((form) => setStretch(form, day, index, part, event.target.value))}
                {...invalidProps(path, errors[path])}
              />
            </div>
          )
        })}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Remove ${weekdayLabels[day]} ${range.start}–${range.end}`}
          onClick={() => edit((form) => removeStretch(form, day, index))}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <AvailabilityFieldMessage path={`weeklyHours.${day}.${index}.start`} message={errors[`weeklyHours.${day}.${index}.start`]} />
      <AvailabilityFieldMessage path={`weeklyHours.${day}.${index}.end`} message={errors[`weeklyHours.${day}.${index}.end`]} />
    </div>
  )
}
