import { useQuery } from '@tanstack/react-query'
import { inboundStatusSchema, leadThreadSchema, threadApi } from '@/shared/inbound'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** GET /api/admin/leads/:id/thread: the lead's conversation, our e-mails and theirs, in time order. */
export function leadThreadQueryOptions(id: string) {
  return adminQueryOptions(threadApi.thread(id), leadThreadSchema)
}

export function useLeadThread(id: string) {
  return useQuery(leadThreadQueryOptions(id))
}

/** GET /api/admin/inbound/status: whether replies are read from the mailbox, and how the last read went. */
export function useInboundStatus() {
  return useQuery({ ...adminQueryOptions(threadApi.inboundStatus, inboundStatusSchema), refetchInterval: 60_000 })
}
