import { useEffect, useRef, useState, type FormEvent } from 'react'
import { LoaderCircle, RotateCcw, Save, Undo2 } from 'lucide-react'
import type { AvailabilitySettings, BookingSettingsResponse } from '@/shared/booking'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { toast } from '@/web/hooks/use-toast'
import { ApiError, errorMessage } from '@/web/lib/api-error'
import { useBookingSettings } from '../../api/get-booking-settings'
import { useSaveBookingSettings } from '../../api/save-booking-settings'
import { isUnchanged, numberFields, setFigure, toAvailabilityForm, validateAvailabilityForm, type AvailabilityForm } from '../../lib/availability-form'
import { hasSettingsErrors, settingsFieldErrors, type SettingsFieldErrors } from '../../lib/settings-errors'
import { ListError, ListLoading } from '../shared/list-states'
import { AvailabilityFieldMessage, availabilityFieldId, invalidProps } from './availability-field'
import { DaysOffFields } from './days-off-fields'
import { WeeklyHoursFields } from './weekly-hours-fields'

/** The availability the owner controls (issue 22): weekly hours, buffer, notice, calls a day, horizon and days off. */
export function AvailabilityCard() {
  const settings = useBookingSettings()
  return (
    <Card aria-labelledby="availability-title" role="region" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-h3">
          <h2 id="availability-title">Availability</h2>
        </CardTitle>
        <CardDescription>
          {settings.data ? `When visitors can book a ${settings.data.callMinutes}-minute call, in ${settings.data.timeZone}.` : 'When visitors can book a call.'}
        </CardDescription>
        {settings.data && (
          <p data-availability-source={settings.data.customised ? 'custom' : 'defaults'} className="text-small font-medium text-ink-800">
            {settings.data.customised ? 'Custom' : 'Using the defaults from the environment'}
          </p>
        )}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {settings.isPending ? (
          <ListLoading label="Loading availability…" rows={2} rowClassName="h-40" />
        ) : settings.isError ? (
          <ListError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <AvailabilityEditor data={settings.data} />
        )}
      </CardContent>
    </Card>
  )
}

const noErrors: SettingsFieldErrors = { fields: {}, general: [] }

function AvailabilityEditor({ data }: { data: BookingSettingsResponse }) {
  const save = useSaveBookingSettings()
  const [form, setForm] = useState<AvailabilityForm>(() => toAvailabilityForm(data.settings))
  const [errors, setErrors] = useState<SettingsFieldErrors>(noErrors)
  const formRef = useRef<HTMLFormElement>(null)
  const edit = (change: (current: AvailabilityForm) => AvailabilityForm) => setForm(change)

  // A refused save takes the keyboard to the first field to fix (or to the summary).
  useEffect(() => {
    if (!hasSettingsErrors(errors)) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-settings-summary]')?.focus()
  }, [errors])

  const send = (settings: AvailabilitySettings, action: 'saved' | 'reset') =>
    save.mutate(settings, {
      onSuccess: (saved) => {
        setForm(toAvailabilityForm(saved.settings))
        setErrors(noErrors)
        toast({
          title: action === 'reset' ? 'Availability reset' : 'Availability saved',
          description: saved.customised ? 'Your own settings are in force.' : 'Using the defaults from the environment.',
        })
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? settingsFieldErrors(error.fields) : noErrors)
        toast({ title: 'Availability not saved', description: errorMessage(error, 'The availability could not be saved.'), variant: 'destructive' })
      },
    })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validateAvailabilityForm(form)
    if (!checked.ok) return setErrors(checked.errors)
    send(checked.settings, 'saved')
  }

  const discard = () => {
    setForm(toAvailabilityForm(data.settings))
    setErrors(noErrors)
  }

  const unchanged = isUnchanged(form, data.settings)
  const fieldErrors = errors.fields
  const fieldsToFix = Object.keys(fieldErrors).length > 0

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset disabled={save.isPending} className="grid gap-6">
        <legend className="sr-only">Availability</legend>
        <WeeklyHoursFields form={form} errors={fieldErrors} timeZone={data.timeZone} edit={edit} />
        <div className="grid gap-4 sm:grid-cols-2">
          {numberFields.map(({ key, label, hint, min, max }) => {
            const hintId = `${availabilityFieldId(key)}-hint`
            return (
              <div key={key} className="grid content-start gap-1.5">
                {/* Bottom-aligned in a box two lines high, so the inputs of a row line up when one label wraps. */}
                <Label htmlFor={availabilityFieldId(key)} className="sm:min-h-8 sm:items-end">
                  {label}
                </Label>
                <Input
                  id={availabilityFieldId(key)}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  value={form[key]}
                  onChange={(event) => edit((current) => setFigure(current, key, event.target.value))}
                  {...invalidProps(key, fieldErrors[key], hintId)}
                />
                <p id={hintId} className="text-small text-muted-foreground">
                  {hint}
                </p>
                <AvailabilityFieldMessage path={key} message={fieldErrors[key]} />
              </div>
            )
          })}
        </div>
        <DaysOffFields form={form} errors={fieldErrors} edit={edit} />
      </fieldset>

      {hasSettingsErrors(errors) && (
        <div role="alert" tabIndex={-1} data-settings-summary className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-small text-red-900">
          <p className="font-medium">{fieldsToFix ? 'Not saved: fix the fields marked above.' : 'Not saved.'}</p>
          {errors.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={unchanged || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {!unchanged && (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={discard}>
            <Undo2 aria-hidden="true" />
            Discard changes
          </Button>
        )}
        <Button type="button" variant="outline" disabled={!data.customised || save.isPending} onClick={() => send(data.defaults, 'reset')}>
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
    </form>
  )
}
