import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, assessmentListSchema } from '@/shared/admin'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

export const assessmentsPageSize = 20

/** GET /api/assessments?page&pageSize&search: a page of assessments and the four counters. */
export function assessmentsQueryOptions(page: number, search: string, pageSize = assessmentsPageSize) {
  return queryOptions({
    queryKey: [adminApi.assessments, { page, pageSize, search }],
    queryFn: ({ signal }) =>
      adminRequest('GET', listUrl(adminApi.assessments, { page, pageSize, search }), assessmentListSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAssessments(page: number, search: string, enabled = true) {
  return useQuery({ ...assessmentsQueryOptions(page, search), enabled })
}
