import type { ComponentProps } from 'react'
import { cn } from '@/web/lib/utils'
import { fieldClassName } from './input'

function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      // field-sizing lets the box grow with its content where supported; elsewhere it stays resizable.
      className={cn(fieldClassName, 'field-sizing-content min-h-24 px-3 py-2', className)}
      {...props}
    />
  )
}

export { Textarea }
