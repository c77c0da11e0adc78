import { useQuery } from '@tanstack/react-query'
import { adminApi, submissionListSchema } from '@/shared/admin'
import { listPageQueryOptions } from './list-page'

export const submissionsPageSize = 20

/** GET /api/contact-submissions?page&pageSize&search: a page, the four counters, searched by the server. */
export function submissionsQueryOptions(page: number, search: string, pageSize = submissionsPageSize) {
  return listPageQueryOptions(adminApi.submissions, submissionListSchema, { page, pageSize, search })
}

export function useSubmissions(page: number, search: string, enabled = true) {
  return useQuery({ ...submissionsQueryOptions(page, search), enabled })
}
