import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminApi, salesTaskSchema, type TaskList } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'
import { isLeadDetailKey } from './get-lead'

/** PATCH /api/notion/tasks/:id { completed }: answers with the task. */
export function updateTask({ id, completed }: { id: string; completed: boolean }) {
  return adminRequest('PATCH', adminApi.task(id), salesTaskSchema, { body: { completed } })
}

export function useUpdateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTask,
    // The box ticks at once; the list is re-read afterwards (it sorts open tasks first).
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: [adminApi.tasks] })
      const previous = queryClient.getQueriesData<TaskList>({ queryKey: [adminApi.tasks] })
      queryClient.setQueriesData<TaskList>({ queryKey: [adminApi.tasks] }, (list) =>
        list ? { ...list, tasks: list.tasks.map((task) => (task.id === id ? { ...task, completed } : task)) } : list,
      )
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list)
    },
    onSettled: () => refreshTasks(queryClient),
  })
}

/** After a task changes: the task list, and every lead's detail (it lists the lead's tasks). */
export function refreshTasks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [adminApi.tasks] }),
    queryClient.invalidateQueries({ predicate: (query) => isLeadDetailKey(query.queryKey) }),
  ])
}
