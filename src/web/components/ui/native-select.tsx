import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import { fieldClassName } from './input'

type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes for the positioning wrapper, e.g. a width for an inline filter. `className` styles the `<select>`. */
  wrapperClassName?: string
}

/**
 * A styled native `<select>`: on phones the OS picker beats any custom listbox
 * for speed and accessibility, so only the closed state is restyled.
 */
function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  const isListBox = props.multiple === true || (props.size ?? 1) > 1
  return (
    <div data-slot="native-select-wrapper" className={cn('relative', wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(fieldClassName, 'appearance-none px-3 py-2', !isListBox && 'h-10 cursor-pointer pr-9', className)}
        {...props}
      />
      {!isListBox && (
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      )}
    </div>
  )
}

function NativeSelectOption(props: ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />
}

/** An option shown as its own value, or a value with a label to show. */
type NativeSelectChoice = string | { value: string; label: string }

/** One option per choice, in order. */
function NativeSelectOptions({ options }: { options: readonly NativeSelectChoice[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === 'string' ? { value: option, label: option } : option
    return (
      <NativeSelectOption key={value} value={value}>
        {label}
      </NativeSelectOption>
    )
  })
}

function NativeSelectOptGroup(props: ComponentProps<'optgroup'>) {
  return <optgroup data-slot="native-select-optgroup" {...props} />
}

export { NativeSelect, NativeSelectOption, NativeSelectOptions, NativeSelectOptGroup, type NativeSelectChoice, type NativeSelectProps }
