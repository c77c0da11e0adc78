import { useQuery } from '@tanstack/react-query'
import { adminApi, crmStatsSchema } from '@/shared/admin'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** GET /api/admin/crm-stats: the four stat cards and the potential value. */
export function crmStatsQueryOptions() {
  return adminQueryOptions(adminApi.crmStats, crmStatsSchema)
}

export function useCrmStats() {
  return useQuery(crmStatsQueryOptions())
}
