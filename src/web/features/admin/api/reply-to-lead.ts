import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { ownerReplyResponseSchema, threadApi } from '@/shared/inbound'
import { adminRequest } from '@/web/lib/admin-request'

/** POST /api/admin/leads/:id/reply: the owner's answer, sent threaded and kept in the outbox. */
export function replyToLead({ leadId, text }: { leadId: string; text: string }) {
  return adminRequest('POST', threadApi.reply(leadId), ownerReplyResponseSchema, { body: { text } })
}

export function useReplyToLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToLead,
    // Shown in the thread, and in the lead's e-mails and last contact, once read again.
    onSettled: (_data, _error, { leadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [threadApi.thread(leadId)] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.lead(leadId)] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.leads] }),
      ]),
  })
}
