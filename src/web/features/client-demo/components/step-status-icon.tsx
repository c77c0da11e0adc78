import { CheckCircle2, Circle, LoaderCircle } from 'lucide-react'
import { cn } from '@/web/lib/utils'

type StepProgress = 'done' | 'working' | 'waiting'

const progressIcon = { done: CheckCircle2, working: LoaderCircle, waiting: Circle } as const

/** The tick, spinner or empty circle in front of a step of a running plan or analysis; `className` sizes it. */
export function StepStatusIcon({ status, className }: { status: StepProgress; className: string }) {
  const Icon = progressIcon[status]
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        className,
        status === 'done' && 'text-accent-700',
        status === 'working' && 'text-brand-700 motion-safe:animate-spin',
        status === 'waiting' && 'text-ink-300',
      )}
    />
  )
}
