import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi, createLeadResponseSchema, type CreateLeadRequest } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

/** POST /api/notion/leads: stores the lead, creates its follow-up tasks and (if asked) the outreach e-mail. */
export function createLead(request: CreateLeadRequest) {
  return adminRequest('POST', adminApi.leads, createLeadResponseSchema, { body: request })
}

export function useCreateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createLead,
    // SPEC §7: the cached lead and task lists are refreshed; so are the figures they feed.
    onSuccess: () =>
      Promise.all(
        [adminApi.leads, adminApi.tasks, adminApi.crmStats, adminApi.emailState].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  })
}
