import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch, type Control } from 'react-hook-form'
import type { z } from 'zod'
import { createLeadRequestSchema, crmCopy, leadSources, leadStatuses, type CreateLeadRequest } from '@/shared/admin'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/web/components/form-fields'

export type LeadForm = CreateLeadRequest
type LeadValues = z.output<typeof createLeadRequestSchema>

export const emptyLead: LeadForm = {
  name: '',
  restaurant: '',
  email: '',
  phone: '',
  status: 'New',
  priority: 'Medium',
  source: 'Manual',
  notes: '',
  autoSendEmail: false,
}
/** The form's fields: the ones a server refusal may name under a field. */
export const leadFormFields = Object.keys(emptyLead)

/** Blank optional fields are left out rather than stored as empty text. */
export const toLeadRequest = (values: LeadValues): CreateLeadRequest => ({ ...values, phone: values.phone || undefined, notes: values.notes || undefined })

/**
 * SPEC §3's CRM lead form, filled in with `defaults`; SPEC §5: it can be sent once name,
 * restaurant and email are filled in.
 */
export function useLeadForm(defaults: LeadForm = emptyLead) {
  const form = useForm<LeadForm, unknown, LeadValues>({ resolver: zodResolver(createLeadRequestSchema), defaultValues: defaults })
  const [name, restaurant, email] = useWatch({ control: form.control, name: ['name', 'restaurant', 'email'] })
  const filled = [name, restaurant, email].every((value) => (value ?? '').trim() !== '')
  return { form, filled }
}

/** The lead form's fields, on the dialog's two-column grid. */
export function LeadFields({ control, businessLabel = 'Restaurant *' }: { control: Control<LeadForm, unknown, LeadValues>; businessLabel?: string }) {
  const [restaurant, autoSendEmail] = useWatch({ control, name: ['restaurant', 'autoSendEmail'] })
  return (
    <>
      <TextField control={control} name="name" label="Name *" autoComplete="off" placeholder="e.g. Maria Lopez" className="col-span-2 sm:col-span-1" />
      <TextField control={control} name="restaurant" label={businessLabel} autoComplete="off" placeholder="e.g. Bella Vista Bistro" className="col-span-2 sm:col-span-1" />
      <TextField control={control} name="email" label="Email *" type="email" autoComplete="off" placeholder="e.g. maria@bellavista.com" className="col-span-2 sm:col-span-1" />
      <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" placeholder="Optional" className="col-span-2 sm:col-span-1" />
      <SelectField control={control} name="status" label="Status" options={leadStatuses} />
      <SelectField control={control} name="priority" label="Priority" options={['High', 'Medium', 'Low']} />
      <SelectField control={control} name="source" label="Source" options={leadSources} className="col-span-2" />
      <TextAreaField control={control} name="notes" label="Notes" placeholder="How you met, what they need…" className="col-span-2" />
      <CheckboxField
        control={control}
        name="autoSendEmail"
        label="Send the outreach e-mail automatically"
        className="col-span-2 rounded-lg border border-border bg-ink-50 p-3"
        description={
          <>
            Subject: <span className="font-medium text-ink-800">{crmCopy.outreachSubject(restaurant?.trim() || '{restaurant}')}</span>
            {!autoSendEmail && <span className="block">Not sent unless ticked.</span>}
          </>
        }
      />
    </>
  )
}
