import { useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { addDayOff, removeDayOff, type AvailabilityForm } from '../../lib/availability-form'
import { formatIsoDate } from '../../lib/booking-time'
import { AvailabilityFieldMessage, availabilityFieldId, invalidProps } from './availability-field'

type Edit = (change: (form: AvailabilityForm) => AvailabilityForm) => void

/** Whole days without calls (holidays, time away): a date to add, and the list with a remove button each. */
export function DaysOffFields({ form, errors, edit }: { form: AvailabilityForm; errors: Record<string, string>; edit: Edit }) {
  const [draft, setDraft] = useState('')
  const inputId = availabilityFieldId('daysOff')
  const add = () => {
    if (!draft) return
    edit((current) => addDayOff(current, draft))
    setDraft('')
  }
  // Enter in the date adds it rather than saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink-900">Days off</legend>
      <p className="text-small text-muted-foreground">No calls are offered on these days, whatever the weekly hours say.</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1.5">
          <Label htmlFor={inputId}>Date</Label>
          <Input id={inputId} type="date" value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} {...invalidProps('daysOff', errors.daysOff)} />
        </div>
        <Button type="button" variant="outline" disabled={!draft} onClick={add}>
          <Plus aria-hidden="true" />
          Add day off
        </Button>
      </div>
      <AvailabilityFieldMessage path="daysOff" message={errors.daysOff} />
      {form.daysOff.length === 0 ? (
        <p className="text-small text-muted-foreground">No days off.</p>
      ) : (
        <ul aria-label="Days off" className="flex flex-wrap gap-2">
          {form.daysOff.map((day, index) => {
            const label = formatIsoDate(day)
            const message = errors[`daysOff.${index}`]
            return (
              <li key={day} className="grid gap-1">
                <span className="inline-flex items-center gap-1 rounded-full border border-border bg-ink-50 py-0.5 pr-0.5 pl-3 text-small text-ink-900">
                  <time dateTime={day}>{label}</time>
                  <Button type="button" variant="ghost" size="icon" className="size-8 rounded-full" aria-label={`Remove the day off ${label}`} onClick={() => edit((current) => removeDayOff(current, day))}>
                    <X aria-hidden="true" />
                  </Button>
                </span>
                <AvailabilityFieldMessage path={`daysOff.${index}`} message={message} />
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
