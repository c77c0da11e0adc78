import { useQuery } from '@tanstack/react-query'
import { adminApi, taskListSchema } from '@/shared/admin'
import { listPageQueryOptions } from './list-page'

export const tasksPageSize = 10

/** GET /api/notion/tasks?page=N&pageSize=M: open tasks first (by due date), then completed ones. */
export function tasksQueryOptions(page: number, pageSize = tasksPageSize) {
  return listPageQueryOptions(adminApi.tasks, taskListSchema, { page, pageSize })
}

export function useTasks(page: number, pageSize = tasksPageSize) {
  return useQuery(tasksQueryOptions(page, pageSize))
}
