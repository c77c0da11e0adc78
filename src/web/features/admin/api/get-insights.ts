import { useQuery } from '@tanstack/react-query'
import { insightsApi, insightsSchema } from '@/shared/insights'
import { adminQueryOptions, listUrl } from '@/web/lib/admin-request'

/** GET /api/insights?from&to: the Insights tab's figures for one range of the owner's days. */
export function insightsQueryOptions(range: { from: string; to: string }) {
  return adminQueryOptions(listUrl(insightsApi, range), insightsSchema)
}

export function useInsights(range: { from: string; to: string } | undefined) {
  return useQuery({ ...insightsQueryOptions(range ?? { from: '', to: '' }), enabled: range !== undefined })
}
