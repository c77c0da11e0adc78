import type { ReactNode } from 'react'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'

/** A progress bar under its label and figure; the label names the bar for screen readers. */
export function LabelledProgress({
  id,
  label,
  figure,
  value,
  max,
  indicatorClassName,
  strongFigure = false,
  figureTestId,
}: {
  /** The label's id, which the bar is labelled by. */
  id: string
  label: string
  /** How far it is, in words or numbers ("40%", "2 of 5 steps complete"). */
  figure: ReactNode
  value: number
  max?: number
  indicatorClassName?: string
  /** The figure in the text colour and bold, rather than muted. */
  strongFigure?: boolean
  figureTestId?: string
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-small">
        <span id={id} className="font-medium text-ink-800">
          {label}
        </span>
        <span data-testid={figureTestId} className={cn(strongFigure ? 'font-semibold text-ink-900' : 'text-muted-foreground', 'tabular-nums')}>
          {figure}
        </span>
      </div>
      <Progress aria-labelledby={id} value={value} max={max} indicatorClassName={indicatorClassName} />
    </div>
  )
}
