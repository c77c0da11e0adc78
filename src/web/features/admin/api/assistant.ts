import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { assistantAdminApi, assistantOverviewSchema } from '@/shared/assistant'
import { adminQueryOptions, adminRequest } from '@/web/lib/admin-request'

/** GET /api/admin/assistant: whether the model answers the site chat, and today's spending. */
export function useAssistantOverview() {
  return useQuery(adminQueryOptions(assistantAdminApi, assistantOverviewSchema))
}

/** PUT /api/admin/assistant { enabled }: the owner's switch; answers with the state now in force. */
export function useSwitchAssistant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => adminRequest('PUT', assistantAdminApi, assistantOverviewSchema, { body: { enabled } }),
    onSuccess: (overview) => queryClient.setQueryData([assistantAdminApi], overview),
  })
}
