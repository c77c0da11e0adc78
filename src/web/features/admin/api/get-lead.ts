import { useQuery } from '@tanstack/react-query'
import { adminApi, leadDetailSchema } from '@/shared/admin'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** Every lead detail's key starts with this, so one predicate can refresh them all. */
export const leadDetailPrefix = adminApi.lead('')

/** GET /api/admin/leads/:id: the lead with its score breakdown, submissions, run log, e-mails and tasks. */
export function leadQueryOptions(id: string) {
  return adminQueryOptions(adminApi.lead(id), leadDetailSchema)
}

export function useLead(id: string | null) {
  return useQuery({ ...leadQueryOptions(id ?? ''), enabled: id !== null })
}

export function isLeadDetailKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith(leadDetailPrefix)
}
