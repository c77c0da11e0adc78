import { useId, useRef, type FormEvent, type ReactNode, type Ref } from 'react'
import { AlertCircle, LoaderCircle, Send, UtensilsCrossed } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { TitledCard } from '@/web/components/titled-card'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { SmsConsentCheckbox } from '@/web/components/sms-consent-checkbox'
import { Textarea } from '@/web/components/ui/textarea'
import { useAdoptTypedValues } from '@/web/lib/typed-values'
import { cn } from '@/web/lib/utils'
import type { ContactFormValues } from '../lib/contact-form'

type ContactFormProps = {
  /** The honeypot input: hidden from people and assistive tech; only bots fill it in. */
  honeypotRef: Ref<HTMLInputElement>
  values: ContactFormValues
  onChange: (values: ContactFormValues) => void
  onSubmit: () => void
  onFillSample: () => void
  busy: boolean
  /** The message of the last failed check, with the fields it concerns. */
  problem: { message: string; fields: readonly (keyof ContactFormValues)[] } | null
}

/** SPEC §5 automation demo form: fullName, businessName, email, automationNeeds required; phone optional. */
export function ContactForm({ honeypotRef, values, onChange, onSubmit, onFillSample, busy, problem }: ContactFormProps) {
  const alertId = useId()
  const form = useRef<HTMLFormElement>(null)
  // What a visitor typed while the page's code was loading is what the form sends.
  useAdoptTypedValues(form, values, (typed) => onChange({ ...values, ...typed }))
  const set = (field: Exclude<keyof ContactFormValues, 'smsConsent'>) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value })
  const invalid = (field: keyof ContactFormValues) =>
    problem?.fields.includes(field) ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {}

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <TitledCard
      title="Tell us about your business"
      as="h2"
      titleClassName="text-h3"
      description="Fields marked * are required. Or fill in a sample restaurant and watch what happens."
    >
      <form ref={form} method="post" onSubmit={handleSubmit} noValidate className="grid gap-5">
        <Button type="button" variant="outline" onClick={onFillSample} disabled={busy} className="h-auto min-h-10 py-2 whitespace-normal">
          <UtensilsCrossed aria-hidden="true" />
          Fill Sample Restaurant Data
        </Button>
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          <Field label="Full Name *" id="cfd-full-name">
            <Input id="cfd-full-name" name="fullName" autoComplete="name" aria-required="true" value={values.fullName} onChange={set('fullName')} {...invalid('fullName')} />
          </Field>
          <Field label="Business Name *" id="cfd-business-name">
            <Input
              id="cfd-business-name"
              name="businessName"
              autoComplete="organization"
              aria-required="true"
              value={values.businessName}
              onChange={set('businessName')}
              {...invalid('businessName')}
            />
          </Field>
          <Field label="Email *" id="cfd-email">
            <Input id="cfd-email" name="email" type="email" autoComplete="email" aria-required="true" value={values.email} onChange={set('email')} {...invalid('email')} />
          </Field>
          <Field label="Phone (optional)" id="cfd-phone">
            <Input id="cfd-phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} {...invalid('phone')} />
          </Field>
          <SmsConsentCheckbox
            id="cfd-sms-consent"
            checked={values.smsConsent}
            onCheckedChange={(smsConsent) => onChange({ ...values, smsConsent })}
            className="-mt-2 sm:col-span-2"
          />
          <Field label="What would you like to automate? *" id="cfd-needs" className="sm:col-span-2">
            <Textarea
              id="cfd-needs"
              name="automationNeeds"
              rows={4}
              aria-required="true"
              placeholder="e.g. answering reservation calls, replying to inquiries, review follow-ups"
              value={values.automationNeeds}
              onChange={set('automationNeeds')}
              {...invalid('automationNeeds')}
            />
          </Field>
        </fieldset>
        <div aria-hidden="true" className="sr-only">
          <label htmlFor="cfd-website">Leave this field empty</label>
          <input ref={honeypotRef} id="cfd-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="grid gap-3">
          {/* Always in the page, so screen readers announce the message when it appears. */}
          <div id={alertId} role="alert">
            {problem && (
              <p className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-small font-medium text-red-800">
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {problem.message}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" disabled={busy} className="h-auto min-h-11 py-2.5 whitespace-normal">
            {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
            {busy ? 'Automation Running...' : 'Submit & Start Automation'}
          </Button>
        </div>
      </form>
    </TitledCard>
  )
}

function Field({ label, id, className, children }: { label: string; id: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}
