import { useRef, useState } from 'react'
import type { ResearchCompany } from '@/shared/research'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useAddCompanyToLeads, useScheduleCall } from '../api/research'
import type { ResearchLeadDialogProps } from '../components/research/research-lead-dialog'

/**
 * 'Add to Leads' with its toast: what the server did (a new lead, or linked to the one it was).
 * A company with no e-mail address on file opens the Add Lead dialog instead, filled in from the
 * research, to add one (`leadDialog`, for the caller's ResearchLeadDialog; decision 035).
 */
export function useAddToLeadsAction() {
  const mutation = useAddCompanyToLeads()
  const [completing, setCompleting] = useState<ResearchCompany | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const addToLeads = (company: ResearchCompany, trigger?: HTMLElement) => {
    if (!company.contactEmail) {
      opener.current = trigger ?? null
      setCompleting(company)
      return
    }
    mutation.mutate(
      { companyId: company.id },
      {
        onSuccess: (result) => toast({ title: result.created ? 'Added to Leads' : 'Already a Lead', description: result.message }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, `Could not add ${company.name} to leads.`), variant: 'destructive' }),
      },
    )
  }
  const leadDialog: ResearchLeadDialogProps = { company: completing, onClose: () => setCompleting(null), returnFocusTo: opener }
  return { addToLeads, pendingId: mutation.isPending ? mutation.variables?.companyId : undefined, leadDialog }
}

/** 'Schedule Call' with its toast: the Call task and when it is due. */
export function useScheduleCallAction() {
  const mutation = useScheduleCall()
  const scheduleCall = (company: ResearchCompany) =>
    mutation.mutate(company.id, {
      onSuccess: (result) => toast({ title: 'Call Scheduled', description: result.message }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, `Could not schedule a call with ${company.name}.`), variant: 'destructive' }),
    })
  return { scheduleCall, pending: mutation.isPending }
}
