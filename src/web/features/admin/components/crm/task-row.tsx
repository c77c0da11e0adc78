import { CalendarDays, User } from 'lucide-react'
import type { SalesTask } from '@/shared/admin'
import { IconText } from '@/web/components/content/icon-text'
import { Badge } from '@/web/components/ui/badge'
import { Checkbox } from '@/web/components/ui/checkbox'
import { toast } from '@/web/hooks/use-toast'
import { cn } from '@/web/lib/utils'
import { useUpdateTask } from '../../api/update-task'
import { errorMessage } from '@/web/lib/api-error'
import { describeDueDate } from '../../lib/format'
import { PriorityBadge } from './crm-badges'

/** One sales task; the box marks it done (or open again). */
export function TaskRow({ task, now }: { task: SalesTask; now: Date }) {
  const update = useUpdateTask()
  const due = describeDueDate(task.dueDate, now)
  const toggle = (completed: boolean) =>
    update.mutate(
      { id: task.id, completed },
      { onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not update the task'), variant: 'destructive' }) },
    )

  return (
    <li data-task-id={task.id} data-completed={task.completed} className="flex items-start gap-3 p-4">
      <Checkbox
        checked={task.completed}
        onCheckedChange={toggle}
        disabled={update.isPending}
        aria-label={`Completed: ${task.title}`}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className={cn('font-medium break-words text-ink-900', task.completed && 'text-muted-foreground line-through')}>{task.title}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{task.type}</Badge>
            <PriorityBadge priority={task.priority} />
          </div>
        </div>
        {task.description && (
          <p className={cn('text-small break-words text-ink-700', task.completed && 'text-muted-foreground')}>{task.description}</p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <IconText icon={CalendarDays} className={cn('inline-flex items-center gap-1', due.overdue && !task.completed && 'font-medium text-red-700')} iconClassName="size-3.5">
            {task.dueDate ? `Due ${due.label}` : due.label}
            {due.overdue && !task.completed && ' (overdue)'}
          </IconText>
          {task.relatedLead && (
            <IconText icon={User} className="inline-flex items-center gap-1" iconClassName="size-3.5">
              <span className="sr-only">Related lead:</span>
              {task.relatedLead}
            </IconText>
          )}
        </p>
      </div>
    </li>
  )
}
