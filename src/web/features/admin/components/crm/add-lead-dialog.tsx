import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { createLeadRequestSchema, crmCopy, leadSources, leadStatuses, type CreateLeadRequest } from '@/shared/admin'
import { toast } from '@/web/hooks/use-toast'
import { useCreateLead } from '../../api/create-lead'
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/web/components/form-fields'
import { FormDialog, useFormDialog } from '../shared/form-dialog'
import { reportSaveError } from '../shared/report-save-error'

type LeadForm = CreateLeadRequest
type LeadValues = z.output<typeof createLeadRequestSchema>

const emptyLead: LeadForm = {
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
const formFields = Object.keys(emptyLead)

/** SPEC §3 CRM lead form in a dialog; SPEC §5: Add Lead waits for name, restaurant and email. */
export function AddLeadDialog({ onAdded }: { onAdded: () => void }) {
  const form = useForm<LeadForm, unknown, LeadValues>({ resolver: zodResolver(createLeadRequestSchema), defaultValues: emptyLead })
  const [name, restaurant, email, autoSendEmail] = useWatch({ control: form.control, name: ['name', 'restaurant', 'email', 'autoSendEmail'] })
  const filled = [name, restaurant, email].every((value) => (value ?? '').trim() !== '')
  const dialog = useFormDialog(form, useCreateLead(), {
    // Blank optional fields are left out rather than stored as empty text.
    toRequest: (values): CreateLeadRequest => ({ ...values, phone: values.phone || undefined, notes: values.notes || undefined }),
    onSaved: (response) => {
      toast({ title: crmCopy.leadAddedTitle, description: response.message || crmCopy.leadAddedFallback })
      onAdded()
    },
    onError: (error) => reportSaveError(form.setError, error, { fallback: crmCopy.leadFailedFallback, formFields, conflictField: 'email' }),
  })

  return (
    <FormDialog
      {...dialog}
      trigger={{ label: 'Add Lead', size: 'sm' }}
      icon={UserPlus}
      title="Add Lead"
      description="The lead is saved and its follow-up tasks are created automatically. Fields marked * are required."
      contentClassName="sm:max-w-xl"
      legend="Lead details"
      canSubmit={filled}
      submitLabel="Add Lead"
      pendingLabel="Adding Lead…"
    >
      <TextField control={form.control} name="name" label="Name *" autoComplete="off" placeholder="e.g. Maria Lopez" className="col-span-2 sm:col-span-1" />
      <TextField control={form.control} name="restaurant" label="Restaurant *" autoComplete="off" placeholder="e.g. Bella Vista Bistro" className="col-span-2 sm:col-span-1" />
      <TextField control={form.control} name="email" label="Email *" type="email" autoComplete="off" placeholder="e.g. maria@bellavista.com" className="col-span-2 sm:col-span-1" />
      <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="off" placeholder="Optional" className="col-span-2 sm:col-span-1" />
      <SelectField control={form.control} name="status" label="Status" options={leadStatuses} />
      <SelectField control={form.control} name="priority" label="Priority" options={['High', 'Medium', 'Low']} />
      <SelectField control={form.control} name="source" label="Source" options={leadSources} className="col-span-2" />
      <TextAreaField control={form.control} name="notes" label="Notes" placeholder="How you met, what they need…" className="col-span-2" />
      <CheckboxField
        control={form.control}
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
    </FormDialog>
  )
}
