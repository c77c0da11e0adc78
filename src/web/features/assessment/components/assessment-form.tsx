import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2, Send } from 'lucide-react'
import { useRef, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { assessmentFieldLabels, businessTypes, painPoints, revenueRanges, type AssessmentRequest } from '@/shared/assessment'
import { paths } from '@/shared/paths'
import { island } from '@/web/components/island'
import { IslandToaster } from '@/web/components/lazy-toaster'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { SelectField, TextAreaField, TextField } from '@/web/components/form-fields'
import { SmsConsentCheckbox } from '@/web/components/sms-consent-checkbox'
import { Form, FormField } from '@/web/components/ui/form'
import { toast } from '@/web/hooks/use-toast'
import { serverFieldErrors } from '@/web/lib/form-errors'
import { useFormToken } from '@/web/lib/form-token'
import { useAdoptTypedValues } from '@/web/lib/typed-values'
import { withQueryClient } from '@/web/lib/with-query-client'
import { trackEvent } from '@/web/lib/analytics'
import { useSubmitAssessment } from '../api/submit-assessment'
import { assessmentFormFields, assessmentFormSchema, emptyAssessmentForm, type AssessmentFormInput, type AssessmentFormValues } from '../lib/assessment-form'
import { storeAssessmentMarker } from '../lib/session-marker'

type FieldName = keyof AssessmentFormInput

const labels = assessmentFieldLabels
const required = (label: string) => `${label} *`

export function AssessmentForm() {
  const submission = useSubmitAssessment()
  const form = useForm<AssessmentFormInput, unknown, AssessmentFormValues>({
    resolver: zodResolver(assessmentFormSchema),
    defaultValues: emptyAssessmentForm,
  })

  // Bot checks (shared/automation.ts formBotFields): the server's token for this visit, and a
  // honeypot field that people never see or reach.
  const formToken = useFormToken()
  const honeypot = useRef<HTMLInputElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  // What a visitor typed (or ticked) while the page's code was loading is what the form sends.
  useAdoptTypedValues(formElement, form.getValues(), (typed) => {
    for (const [name, value] of Object.entries(typed)) form.setValue(name as FieldName, value as never)
  })

  // handleSubmit is called at submit time, not during render: the refs are read then.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      const request: AssessmentRequest = { ...values, website: honeypot.current?.value ?? '', formToken: await formToken.current() }
      submission.mutate(request, {
        onSuccess: ({ id }) => {
          storeAssessmentMarker(window.sessionStorage, id)
          trackEvent('assessment_complete', { category: 'form', label: 'ai_business_assessment' })
          // A page load, not the router's: loaded as a page, the form is an island with no router
          // (decision 049), and the thank-you page is prerendered.
          window.location.assign(paths.assessmentThankYou.path)
        },
        onError: (error) => {
          // Refused for fields the visitor can fix (a ticked box with a phone that cannot take a
          // text: a 422 naming the phone): each message under its field, as the form's own are.
          const fields = serverFieldErrors(error, assessmentFormFields)
          fields.forEach(([field, message], index) => form.setError(field as FieldName, { type: 'server', message }, { shouldFocus: index === 0 }))
          if (fields.length > 0) return
          // SPEC §8: one message whatever the status; the form keeps what was typed.
          toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' })
        },
      })
    })(event)

  const control = form.control
  const pending = submission.isPending

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-h3">Business Assessment</h2>
        </CardTitle>
        <CardDescription>Takes under 2 minutes. Fields marked * are required.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form ref={formElement} method="post" onSubmit={onSubmit} noValidate className="space-y-8">
            <div aria-hidden="true" className="sr-only">
              <label htmlFor="assessment-website">Leave this field empty</label>
              <input ref={honeypot} id="assessment-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <fieldset disabled={pending} className="space-y-5">
              <legend className="mb-4 text-lead font-semibold text-ink-900">Basic Information</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField control={control} name="businessName" label={required(labels.businessName)} placeholder="Summit Roofing Co." autoComplete="organization" />
                <TextField control={control} name="fullName" label={required(labels.fullName)} placeholder="Dana Whitaker" autoComplete="name" />
                <TextField control={control} name="email" label={required(labels.email)} type="email" placeholder="you@yourbusiness.com" autoComplete="email" />
                <TextField control={control} name="phone" label={labels.phone} type="tel" placeholder="(859) 555-0123" autoComplete="tel" />
                <FormField
                  control={control}
                  name="smsConsent"
                  render={({ field: { value, onChange, ref, onBlur, disabled } }) => (
                    <SmsConsentCheckbox
                      ref={ref}
                      checked={value === true}
                      onCheckedChange={(ticked) => {
                        onChange(ticked)
                        // The phone's message depends on the box: check it again once the form was sent.
                        if (form.formState.isSubmitted) void form.trigger('phone')
                      }}
                      onBlur={onBlur}
                      disabled={disabled}
                      className="-mt-2 sm:col-span-2"
                    />
                  )}
                />
              </div>
            </fieldset>

            <fieldset disabled={pending} className="space-y-5">
              <legend className="mb-4 text-lead font-semibold text-ink-900">Quick Business Questions</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField control={control} name="businessType" label={required(labels.businessType)} placeholder="Select your business type" options={businessTypes} />
                <SelectField control={control} name="monthlyRevenue" label={required(labels.monthlyRevenue)} placeholder="Select your revenue range" options={revenueRanges} />
              </div>
              <SelectField control={control} name="primaryPainPoint" label={required(labels.primaryPainPoint)} placeholder="Select your main challenge" options={painPoints} />
              <TextAreaField
                control={control}
                name="currentMarketing"
                label={required(labels.currentMarketing)}
                placeholder="e.g. referrals, a Facebook page, Google Ads, yard signs"
              />
              <TextAreaField
                control={control}
                name="biggestGoal"
                label={required(labels.biggestGoal)}
                placeholder="e.g. book 10 more jobs a month without more phone time"
              />
            </fieldset>

            <Button type="submit" size="lg" className="h-auto min-h-12 w-full py-3 whitespace-normal" disabled={pending}>
              {pending ? (
                <>
                  <Loader2 aria-hidden="true" className="animate-spin" />
                  Processing Your Assessment...
                </>
              ) : (
                <>
                  <Send aria-hidden="true" />
                  Get My Free AI Business Assessment
                </>
              )}
            </Button>
            <p className="text-center text-small text-muted-foreground">
              Free, no obligation. Your report arrives within 24 hours; we never share your details.
            </p>
          </form>
        </Form>
      </CardContent>
    </Card>
  )
}

/**
 * The page's one island (decision 049), with the toast viewport its errors use. It hydrates at
 * the visitor's first touch: until then it is a form the server answers, and what is typed stays
 * in its fields (useAdoptTypedValues). Its form token is asked for then, well before a form of
 * this length is filled in.
 */
export const AssessmentFormIsland = island(
  'assessment-form',
  withQueryClient(function AssessmentFormWithToasts() {
    return (
      <>
        <AssessmentForm />
        <IslandToaster />
      </>
    )
  }),
  'touch',
)
