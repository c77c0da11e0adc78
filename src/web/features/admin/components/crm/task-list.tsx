import { useState } from 'react'
import { ClipboardList } from 'lucide-react'
import { useTasks } from '../../api/get-tasks'
import { useNow } from '../../hooks/use-now'
import { ListBody, ListEmpty, ListLoading } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { AddTaskDialog } from './add-task-dialog'
import { CrmListCard } from './crm-list-card'
import { TaskRow } from './task-row'

/** SPEC §2 'Sales Tasks': open tasks first by due date, then the completed ones. */
export function TaskList() {
  const [page, setPage] = useState(1)
  const tasks = useTasks(page)
  const now = useNow()

  return (
    <CrmListCard
      titleId="tasks-title"
      title="Sales Tasks"
      description="Follow-ups created for every lead, and your own."
      action={<AddTaskDialog onAdded={() => setPage(1)} />}
    >
      <ListBody
        query={tasks}
        isEmpty={(data) => data.tasks.length === 0}
        loading={<ListLoading label="Loading tasks…" rows={4} rowClassName="h-20" />}
        empty={() => (
          <ListEmpty icon={ClipboardList} title="No tasks yet">
            Every new lead gets its follow-up tasks; add your own with Add Task.
          </ListEmpty>
        )}
      >
        {(data) => (
          <>
            <ul aria-label="Tasks" aria-busy={tasks.isPlaceholderData || undefined} className="-mx-4 divide-y divide-border border-y border-border sm:mx-0 sm:rounded-lg sm:border">
              {data.tasks.map((task) => (
                <TaskRow key={task.id} task={task} now={now} />
              ))}
            </ul>
            <Pagination page={data.page} label="Tasks" onPageChange={setPage} />
          </>
        )}
      </ListBody>
    </CrmListCard>
  )
}
