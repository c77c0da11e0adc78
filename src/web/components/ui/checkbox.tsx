import type { ComponentProps } from 'react'
import { CheckIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

type CheckboxProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean
  onCheckedChange?: (checked: boolean) => void
}

/**
 * A checkbox drawn as a button with the checkbox role (the shape of Radix's Checkbox, whose
 * package this project does not ship). Space toggles it; a <label htmlFor> or `aria-label` names it.
 */
function Checkbox({ checked, onCheckedChange, className, onClick, ...props }: CheckboxProps) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-slot="checkbox"
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn(
        'peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] border border-input bg-background shadow-xs',
        'transition-[color,background-color,border-color] disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onCheckedChange?.(!checked)
      }}
      {...props}
    >
      {checked && <CheckIcon aria-hidden="true" className="size-3.5" strokeWidth={3} />}
    </button>
  )
}

export { Checkbox, type CheckboxProps }
