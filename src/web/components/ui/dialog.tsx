import { useEffect, type ComponentProps } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { XIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

/**
 * shadcn/ui Dialog on Radix: focus is trapped inside and returns to the trigger on close, Escape
 * and a click outside close it, the page behind is hidden from screen readers. The panel never
 * outgrows the screen: it scrolls inside. Opening fades in with CSS only (`@starting-style`).
 *
 * Unlike stock shadcn, the backdrop is a plain element, not Radix's Overlay: the Overlay locks
 * scrolling with react-remove-scroll, which injects a <style> element that our CSP (style-src
 * 'self') refuses. The page behind is held still with an inline style set from script instead
 * (CSSOM, which the CSP allows).
 */
function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

function DialogOverlay({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-overlay"
      aria-hidden="true"
      className={cn('fixed inset-0 z-50 bg-ink-950/50 motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0', className)}
      {...props}
    />
  )
}

/** Keeps the page behind an open dialog from scrolling, without a layout shift where the scrollbar was. */
function useLockPageScroll() {
  useEffect(() => {
    const { body, documentElement } = document
    const scrollbar = window.innerWidth - documentElement.clientWidth
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [])
}

function ScrollLock() {
  useLockPageScroll()
  return null
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The × in the corner; its accessible name is "Close". */
  showCloseButton?: boolean
}

function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5',
          'max-h-[calc(100dvh-1.5rem)] overflow-y-auto overscroll-contain rounded-xl border border-border bg-background p-5 shadow-xl sm:p-6',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-200 starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        <ScrollLock />
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md',
              'text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground',
            )}
          >
            <XIcon aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-h3 text-ink-900', className)} {...props} />
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-small text-muted-foreground', className)} {...props} />
}

export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
}
