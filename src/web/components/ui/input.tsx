import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'

/** Shared by every text-like field so inputs, textareas and selects look and fail alike. */
export const fieldClassName = cn(
  'w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs',
  'transition-[color,border-color,box-shadow] placeholder:text-muted-foreground',
  // 16px on phones stops iOS Safari zooming into the focused field.
  'text-base md:text-sm',
  'focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-3 aria-invalid:ring-destructive/20 aria-invalid:focus-visible:outline-destructive',
)

function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        'h-10 px-3 py-2',
        'file:mr-3 file:inline-flex file:h-6 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  )
}

export { Input }
