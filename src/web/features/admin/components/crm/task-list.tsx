import { useState } from 'react'
import { ClipboardList } from 'lucide-react'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { useTasks } from '../../api/get-tasks'
import { useNow } from '../../hooks/use-now'
import { ListEmpty, ListError, ListLoading } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { AddTaskDialog } from './add-task-dialog'
import { TaskRow } from './task-row'

/** SPEC §2 'Sales Tasks': open tasks first by due date, then the completed ones. */
export function TaskList() {
  const [page, setPage] = useState(1)
  const tasks = useTasks(page)
  const now = useNow()

  return (
    <Card aria-labelledby="tasks-title" role="region" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-h3">
          <h2 id="tasks-title">
            Sales Tasks
          </h2>
        </CardTitle>
        <CardDescription>Follow-ups created for every lead, and your own.</CardDescription>
        <CardAction>
          <AddTaskDialog onAdded={() => setPage(1)} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        {tasks.isPending ? (
          <ListLoading label="Loading tasks…" rows={4} rowClassName="h-20" />
        ) : tasks.isError ? (
          <ListError error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.tasks.length === 0 ? (
          <ListEmpty icon={ClipboardList} title="No tasks yet">
            Every new lead gets its follow-up tasks; add your own with Add Task.
          </ListEmpty>
        ) : (
          <>
            <ul aria-label="Tasks" aria-busy={tasks.isPlaceholderData || undefined} className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-lg sm:border">
              {tasks.data.tasks.map((task) => (
                <TaskRow key={task.id} task={task} now={now} />
              ))}
            </ul>
            <Pagination page={tasks.data.page} label="Tasks" onPageChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  )
}
