import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, leadDetailSchema } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

/** Every lead detail's key starts with this, so one predicate can refresh them all. */
export const leadDetailPrefix = adminApi.lead('')

/** GET /api/admin/leads/:id: the lead with its score breakdown, submissions, run log, e-mails and tasks. */
export function leadQueryOptions(id: string) {
  return queryOptions({
    queryKey: [adminApi.lead(id)],
    queryFn: ({ signal }) => adminRequest('GET', adminApi.lead(id), leadDetailSchema, { signal }),
  })
}

export function useLead(id: string | null) {
  return useQuery({ ...leadQueryOptions(id ?? ''), enabled: id !== null })
}

export function isLeadDetailKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && key[0].startsWith(leadDetailPrefix)
}
