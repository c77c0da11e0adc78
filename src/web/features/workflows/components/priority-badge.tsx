import type { WorkflowProposal } from '@/shared/workflows'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'

/** SPEC §4 priority colours (High red, Medium yellow, Low green); the word says which, not only the colour. */
const tones: Record<WorkflowProposal['priority'], BadgeProps['variant']> = { High: 'danger', Medium: 'warning', Low: 'success' }

export function PriorityBadge({ priority }: { priority: WorkflowProposal['priority'] }) {
  return (
    <Badge variant={tones[priority]} data-priority={priority}>
      {priority} priority
    </Badge>
  )
}
