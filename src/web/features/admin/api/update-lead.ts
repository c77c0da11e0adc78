import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi, leadSummarySchema, type LeadList, type UpdateLeadRequest } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

/** PATCH /api/admin/leads/:id { status?, priority?, dealValue?, lostReason? }: answers with the lead as the list shows it. */
export function updateLead({ id, ...change }: UpdateLeadRequest & { id: string }) {
  return adminRequest('PATCH', adminApi.lead(id), leadSummarySchema, { body: change })
}

export function useUpdateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLead,
    // The answer goes straight into the cached pages (no flash of the old value), then the
    // lists, the figures and the lead's detail are read again.
    onSuccess: (lead) =>
      queryClient.setQueriesData<LeadList>({ queryKey: [adminApi.leads] }, (list) =>
        list ? { ...list, leads: list.leads.map((row) => (row.id === lead.id ? lead : row)) } : list,
      ),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminApi.leads] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.crmStats] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.lead(id)] }),
      ]),
  })
}
