import type { LucideIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

export type SwitchOption<Value extends string> = { value: Value; label: string; icon: LucideIcon }

/** A choice among a few views of one list: buttons in a group, the chosen one pressed (aria-pressed). */
export function PressedSwitch<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
  iconClassName,
}: {
  /** The group's accessible name. */
  label: string
  options: readonly SwitchOption<Value>[]
  value: Value
  onChange: (value: Value) => void
  className?: string
  buttonClassName?: string
  iconClassName?: string
}) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-lg bg-muted p-1', className)}>
      {options.map(({ value: option, label: optionLabel, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
            'text-ink-700 hover:text-ink-900 motion-safe:transition-[color,background-color,box-shadow]',
            'aria-pressed:bg-background aria-pressed:text-ink-900 aria-pressed:shadow-sm',
            buttonClassName,
          )}
        >
          <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
          {optionLabel}
        </button>
      ))}
    </div>
  )
}
