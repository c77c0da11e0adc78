import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, submissionListSchema } from '@/shared/admin'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

export const submissionsPageSize = 20

/** GET /api/contact-submissions?page&pageSize&search: a page, the four counters, searched by the server. */
export function submissionsQueryOptions(page: number, search: string, pageSize = submissionsPageSize) {
  return queryOptions({
    queryKey: [adminApi.submissions, { page, pageSize, search }],
    queryFn: ({ signal }) =>
      adminRequest('GET', listUrl(adminApi.submissions, { page, pageSize, search }), submissionListSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useSubmissions(page: number, search: string, enabled = true) {
  return useQuery({ ...submissionsQueryOptions(page, search), enabled })
}
