import type { ResearchCompany } from '@/shared/research'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useAddCompanyToLeads, useScheduleCall } from '../api/research'

/** 'Add to Leads' with its toast: what the server did (a new lead, or linked to the one it was). */
export function useAddToLeadsAction() {
  const mutation = useAddCompanyToLeads()
  const addToLeads = (company: ResearchCompany) =>
    mutation.mutate(company.id, {
      onSuccess: (result) => toast({ title: result.created ? 'Added to Leads' : 'Already a Lead', description: result.message }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, `Could not add ${company.name} to leads.`), variant: 'destructive' }),
    })
  return { addToLeads, pendingId: mutation.isPending ? mutation.variables : undefined }
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
