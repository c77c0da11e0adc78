import { useQuery } from '@tanstack/react-query'
import { adminApi, leadListSchema } from '@/shared/admin'
import { listPageQueryOptions } from './list-page'

export const leadsPageSize = 10

/**
 * GET /api/notion/leads?page=N&pageSize=M, newest first. The key starts with the list's path, so
 * invalidating [adminApi.leads] refreshes every page (SPEC §7).
 */
export function leadsQueryOptions(page: number, pageSize = leadsPageSize) {
  return listPageQueryOptions(adminApi.leads, leadListSchema, { page, pageSize })
}

export function useLeads(page: number, pageSize = leadsPageSize) {
  return useQuery(leadsQueryOptions(page, pageSize))
}

/** Lead names for the Add Task dialog's suggestions (the 100 newest). */
export function useLeadNames(enabled: boolean) {
  return useQuery({
    ...leadsQueryOptions(1, 100),
    enabled,
    select: (list) => [...new Set(list.leads.map((lead) => lead.name))],
  })
}
