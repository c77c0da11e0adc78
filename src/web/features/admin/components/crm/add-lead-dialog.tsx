import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Plus, UserPlus } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { createLeadRequestSchema, crmCopy, leadSources, leadStatuses, type CreateLeadRequest } from '@/shared/admin'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog'
import { Form } from '@/web/components/ui/form'
import { toast } from '@/web/hooks/use-toast'
import { useCreateLead } from '../../api/create-lead'
import { errorMessage } from '@/web/lib/api-error'
import { serverFieldErrors } from '@/web/lib/form-errors'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../shared/form-fields'

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
  const [open, setOpen] = useState(false)
  const createLead = useCreateLead()
  const form = useForm<LeadForm, unknown, LeadValues>({ resolver: zodResolver(createLeadRequestSchema), defaultValues: emptyLead })
  const [name, restaurant, email, autoSendEmail] = useWatch({ control: form.control, name: ['name', 'restaurant', 'email', 'autoSendEmail'] })
  const filled = [name, restaurant, email].every((value) => (value ?? '').trim() !== '')
  const pending = createLead.isPending

  const onSubmit = form.handleSubmit((values) => {
    // Blank optional fields are left out rather than stored as empty text.
    const request: CreateLeadRequest = { ...values, phone: values.phone || undefined, notes: values.notes || undefined }
    createLead.mutate(request, {
      onSuccess: (response) => {
        toast({ title: crmCopy.leadAddedTitle, description: response.message || crmCopy.leadAddedFallback })
        form.reset(emptyLead)
        setOpen(false)
        onAdded()
      },
      onError: (error) => {
        toast({ title: 'Error', description: errorMessage(error, crmCopy.leadFailedFallback), variant: 'destructive' })
        for (const [field, message] of serverFieldErrors(error, formFields, 'email')) {
          form.setError(field as keyof LeadForm, { type: 'server', message }, { shouldFocus: true })
        }
      },
    })
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Add Lead
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <UserPlus aria-hidden="true" className="size-5 text-brand-700" />
            Add Lead
          </DialogTitle>
          <DialogDescription>
            The lead is saved and its follow-up tasks are created automatically. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <fieldset disabled={pending} className="grid grid-cols-2 gap-4">
              <legend className="sr-only">Lead details</legend>
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
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!filled || pending} aria-busy={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Plus aria-hidden="true" />}
                {pending ? 'Adding Lead…' : 'Add Lead'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
