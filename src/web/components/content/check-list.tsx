import { Check, type LucideIcon } from 'lucide-react'

type CheckListProps = {
  points: readonly string[]
  /** Places the list (its margins, spacing, columns). */
  className: string
  /** The mark before each point: a tick unless told. */
  icon?: LucideIcon
  /** Each point's classes, if not small text with its mark top-aligned. */
  itemClassName?: string
  /** The mark's classes, if not a small accent tick. */
  iconClassName?: string
}

/** A list of points, each led by the same mark: what a service includes, what a call covers, what was done. */
export function CheckList({
  points,
  className,
  icon: Icon = Check,
  itemClassName = 'flex items-start gap-2 text-small text-ink-700',
  iconClassName = 'mt-0.5 size-4 shrink-0 text-accent-600',
}: CheckListProps) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {point}
        </li>
      ))}
    </ul>
  )
}
