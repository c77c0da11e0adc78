import { useQuery } from '@tanstack/react-query'
import { adminApi, emailStateSchema } from '@/shared/admin'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** GET /api/admin/email-state: what e-mail really does now (the CRM banner). */
export function emailStateQueryOptions() {
  return adminQueryOptions(adminApi.emailState, emailStateSchema)
}

export function useEmailState() {
  return useQuery(emailStateQueryOptions())
}
