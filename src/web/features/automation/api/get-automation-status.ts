import { queryOptions, useQuery } from '@tanstack/react-query'
import { statusPollMs } from '@/shared/automation'
import { throwIfResNotOk } from '@/web/lib/api-client'
import { parseDashboardStatus, type DashboardStatus } from '../lib/status'

export const automationStatusUrl = '/api/automation/status'

/** Any answer with SPEC §3's `status` and `features` is a status; the rest is optional (lib/status.ts). */
export async function getAutomationStatus(signal?: AbortSignal): Promise<DashboardStatus> {
  const res = await fetch(automationStatusUrl, { credentials: 'include', signal })
  await throwIfResNotOk(res)
  return parseDashboardStatus(await res.json())
}

/** SPEC §7: the dashboard polls the status every 30 s. */
export function automationStatusQueryOptions() {
  return queryOptions({
    queryKey: [automationStatusUrl],
    queryFn: ({ signal }) => getAutomationStatus(signal),
    refetchInterval: statusPollMs,
  })
}

export function useAutomationStatus() {
  return useQuery(automationStatusQueryOptions())
}
