import type { ComponentProps } from 'react'
import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/web/lib/utils'

function Accordion(props: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn('border-b border-border last:border-b-0', className)} {...props} />
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Classes for the heading that wraps the trigger (an `<h3>` by default; `asChild` on it is not exposed). */
  headerClassName?: string
}

function AccordionTrigger({ className, headerClassName, children, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className={cn('flex', headerClassName)}>
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium',
          'transition-colors hover:text-primary disabled:pointer-events-none disabled:opacity-50',
          '[&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown aria-hidden="true" className="pointer-events-none mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/**
 * The panel. Closed panels are removed unless `forceMount` is set, in which case they stay in the
 * markup (useful for prerendered FAQ text) and are hidden by their closed state. Opening fades in
 * with CSS only (`@starting-style`), so there are no keyframes to register.
 */
function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        'overflow-hidden text-sm data-[state=closed]:hidden',
        'transition-[opacity,translate] duration-200 starting:-translate-y-1 starting:opacity-0',
      )}
      {...props}
    >
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent }
