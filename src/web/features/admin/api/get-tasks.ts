import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminApi, taskListSchema } from '@/shared/admin'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

export const tasksPageSize = 10

/** GET /api/notion/tasks?page=N&pageSize=M: open tasks first (by due date), then completed ones. */
export function tasksQueryOptions(page: number, pageSize = tasksPageSize) {
  return queryOptions({
    queryKey: [adminApi.tasks, { page, pageSize }],
    queryFn: ({ signal }) => adminRequest('GET', listUrl(adminApi.tasks, { page, pageSize }), taskListSchema, { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useTasks(page: number, pageSize = tasksPageSize) {
  return useQuery(tasksQueryOptions(page, pageSize))
}
