import type { RefObject } from 'react'
import { UserPlus } from 'lucide-react'
import { researchLeadDraft, type ResearchCompany } from '@/shared/research'
import { toast } from '@/web/hooks/use-toast'
import { useAddCompanyToLeads } from '../../api/research'
import { LeadFields, leadFormFields, toLeadRequest, useLeadForm } from '../crm/lead-fields'
import { FormDialog, useFormDialog } from '../shared/form-dialog'
import { reportSaveError } from '../shared/report-save-error'

export type ResearchLeadDialogProps = {
  /** The company with no e-mail address on file being added; null: closed. */
  company: ResearchCompany | null
  onClose: () => void
  /** The Add to Leads button that opened it: it gets the focus back. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * 'Add to Leads' of a company with no e-mail address on file (most of what OpenStreetMap knows):
 * the CRM's Add Lead form, filled in from the research (name, business, phone, priority, source,
 * notes with the website), asking for the e-mail address, one lead per address (docs/decisions/035).
 */
export function ResearchLeadDialog({ company, ...props }: ResearchLeadDialogProps) {
  return company && <CompletedLeadDialog key={company.id} company={company} {...props} />
}

function CompletedLeadDialog({ company, onClose, returnFocusTo }: ResearchLeadDialogProps & { company: ResearchCompany }) {
  const { form, filled } = useLeadForm(researchLeadDraft(company))
  const dialog = useFormDialog(form, useAddCompanyToLeads(), {
    openState: [true, (open) => !open && onClose()],
    toRequest: (values) => ({ companyId: company.id, lead: toLeadRequest(values) }),
    onSaved: (result) => toast({ title: result.created ? 'Added to Leads' : 'Already a Lead', description: result.message }),
    onError: (error) => reportSaveError(form.setError, error, { fallback: `Could not add ${company.name} to leads.`, formFields: leadFormFields, conflictField: 'email' }),
  })

  return (
    <FormDialog
      {...dialog}
      returnFocusTo={returnFocusTo}
      focusFirst={() => form.setFocus('email')}
      icon={UserPlus}
      title="Add Lead"
      description={`Filled in from the research. ${company.name} has no e-mail address on file: add one to save it as a lead (its follow-up tasks are created automatically). Fields marked * are required.`}
      contentClassName="sm:max-w-xl"
      legend="Lead details"
      canSubmit={filled}
      submitLabel="Add Lead"
      pendingLabel="Adding Lead…"
    >
      <LeadFields control={form.control} businessLabel="Business *" />
    </FormDialog>
  )
}
