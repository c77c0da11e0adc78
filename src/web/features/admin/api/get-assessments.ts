import { useQuery } from '@tanstack/react-query'
import { adminApi, assessmentListSchema } from '@/shared/admin'
import { listPageQueryOptions } from './list-page'

export const assessmentsPageSize = 20

/** GET /api/assessments?page&pageSize&search: a page of assessments and the four counters. */
export function assessmentsQueryOptions(page: number, search: string, pageSize = assessmentsPageSize) {
  return listPageQueryOptions(adminApi.assessments, assessmentListSchema, { page, pageSize, search })
}

export function useAssessments(page: number, search: string, enabled = true) {
  return useQuery({ ...assessmentsQueryOptions(page, search), enabled })
}
