import type { ComponentProps } from 'react'
import * as ProgressPrimitive from '@radix-ui/react-progress'
import { cn } from '@/web/lib/utils'

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Classes for the filled bar, e.g. a colour per state. */
  indicatorClassName?: string
}

/**
 * shadcn/ui Progress. Give it a name (`aria-label` or `aria-labelledby`): Radix sets the
 * progressbar role and values, not the label.
 */
function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100))
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-ink-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full flex-1 bg-primary motion-safe:transition-transform motion-safe:duration-150 motion-safe:ease-linear', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}

export { Progress, type ProgressProps }
