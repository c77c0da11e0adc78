import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, emailStateSchema } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

/** GET /api/admin/email-state: what e-mail really does now (the CRM banner). */
export function emailStateQueryOptions() {
  return queryOptions({
    queryKey: [adminApi.emailState],
    queryFn: ({ signal }) => adminRequest('GET', adminApi.emailState, emailStateSchema, { signal }),
  })
}

export function useEmailState() {
  return useQuery(emailStateQueryOptions())
}
