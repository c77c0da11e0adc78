import { UserPlus } from 'lucide-react'
import { crmCopy } from '@/shared/admin'
import { toast } from '@/web/hooks/use-toast'
import { useCreateLead } from '../../api/create-lead'
import { FormDialog, useFormDialog } from '../shared/form-dialog'
import { reportSaveError } from '../shared/report-save-error'
import { LeadFields, leadFormFields, toLeadRequest, useLeadForm } from './lead-fields'

/** SPEC §3 CRM lead form in a dialog; SPEC §5: Add Lead waits for name, restaurant and email. */
export function AddLeadDialog({ onAdded }: { onAdded: () => void }) {
  const { form, filled } = useLeadForm()
  const dialog = useFormDialog(form, useCreateLead(), {
    toRequest: toLeadRequest,
    onSaved: (response) => {
      toast({ title: crmCopy.leadAddedTitle, description: response.message || crmCopy.leadAddedFallback })
      onAdded()
    },
    onError: (error) => reportSaveError(form.setError, error, { fallback: crmCopy.leadFailedFallback, formFields: leadFormFields, conflictField: 'email' }),
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
      <LeadFields control={form.control} />
    </FormDialog>
  )
}
