import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, crmStatsSchema } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

/** GET /api/admin/crm-stats: the four stat cards and the potential value. */
export function crmStatsQueryOptions() {
  return queryOptions({
    queryKey: [adminApi.crmStats],
    queryFn: ({ signal }) => adminRequest('GET', adminApi.crmStats, crmStatsSchema, { signal }),
  })
}

export function useCrmStats() {
  return useQuery(crmStatsQueryOptions())
}
