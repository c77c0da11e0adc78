import { useQuery, type QueryClient } from '@tanstack/react-query'
import { proposalsResponseSchema, workflowsApi } from '@/shared/workflows'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** GET /api/workflows/proposals: one proposal per researched company with a savings estimate (operator only). */
export function proposalsQueryOptions() {
  return adminQueryOptions(workflowsApi.proposals, proposalsResponseSchema)
}

export function useProposals() {
  return useQuery(proposalsQueryOptions())
}

/** A finished research run may have added companies, so proposals are asked for again when next shown. */
export function refreshProposals(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: proposalsQueryOptions().queryKey })
}
