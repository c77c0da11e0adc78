import { adminApi, createLeadResponseSchema, type CreateLeadRequest } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'

/** POST /api/notion/leads: stores the lead, creates its follow-up tasks and (if asked) the outreach e-mail. */
export function createLead(request: CreateLeadRequest) {
  return adminRequest('POST', adminApi.leads, createLeadResponseSchema, { body: request })
}

/** SPEC §7: the cached lead and task lists are refreshed; so are the figures they feed. */
export function useCreateLead() {
  return useRefreshingMutation(createLead, [adminApi.leads, adminApi.tasks, adminApi.crmStats, adminApi.emailState])
}
