import { Badge } from '@/web/components/ui/badge'
import { cn } from '@/web/lib/utils'
import { priorityBadgeClass, statusBadgeClass } from '../../lib/badges'

/** SPEC §4 status colours (Interested green, Demo Scheduled blue, Contacted yellow, New grey, Proposal Sent purple). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(statusBadgeClass(status), className)}>
      {status}
    </Badge>
  )
}

/** SPEC §4 priority colours (High red, Medium yellow, Low green); the word says which, not only the colour. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  return (
    <Badge variant="outline" data-priority={priority} className={cn(priorityBadgeClass(priority), className)}>
      {priority} priority
    </Badge>
  )
}
