import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { ownerTextResponseSchema, threadApi } from '@/shared/inbound'
import { adminRequest } from '@/web/lib/admin-request'

/** POST /api/admin/leads/:id/texts: the owner's answer by text, kept in the text outbox and sent at once. */
export function textLead({ leadId, body }: { leadId: string; body: string }) {
  return adminRequest('POST', threadApi.text(leadId), ownerTextResponseSchema, { body: { body } })
}

export function useTextLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: textLead,
    // Sent or failed, the text is in the thread (and its log line on the lead) once read again.
    onSettled: (_data, _error, { leadId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [threadApi.thread(leadId)] }), queryClient.invalidateQueries({ queryKey: [adminApi.lead(leadId)] })]),
  })
}
