import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi, createTaskResponseSchema, type CreateTaskRequest } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'
import { refreshTasks } from './update-task'

/** POST /api/notion/tasks: the answer says whether automation completed or prepared the task. */
export function createTask(request: CreateTaskRequest) {
  return adminRequest('POST', adminApi.tasks, createTaskResponseSchema, { body: request })
}

export function useCreateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => refreshTasks(queryClient),
  })
}
