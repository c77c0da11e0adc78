import { Badge } from '@/web/components/ui/badge'
import type { StageStatus } from '../model/live-demo'

/** Tells a panel's reader what the live demo is doing to it right now. */
export function StageBadge({ status, progress }: { status: StageStatus; progress: number }) {
  if (status === 'running') {
    return (
      <Badge variant="info">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600 motion-safe:animate-pulse" />
        AI working · {progress}%
      </Badge>
    )
  }
  if (status === 'done') return <Badge variant="success">Updated by AI</Badge>
  return <Badge variant="outline">Waiting for Start Demo</Badge>
}
