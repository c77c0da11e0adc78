import type { ComponentProps, ReactElement } from 'react'
import * as ToastPrimitives from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import { cn } from '@/web/lib/utils'

const ToastProvider = ToastPrimitives.Provider

function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      className={cn(
        // Top of the screen on phones (clear of the thumb and the browser bar), bottom-right from sm up.
        'fixed top-0 z-100 flex max-h-dvh w-full flex-col-reverse gap-2 p-4 [--toast-enter-from:-100%]',
        'sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-105 sm:flex-col sm:[--toast-enter-from:100%]',
        className,
      )}
      {...props}
    />
  )
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden',
    'rounded-lg border p-4 pr-12 shadow-lg transition-[translate,opacity]',
    // Radix writes the swipe offset into CSS variables; follow the finger, spring back on cancel.
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
    'motion-safe:data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

// On the red toast the indigo focus ring would vanish, so controls switch to white.
const onDestructive = 'group-data-[variant=destructive]:focus-visible:outline-white'

function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-ink-300 bg-transparent px-3',
        'text-sm font-medium transition-colors hover:bg-secondary disabled:pointer-events-none disabled:opacity-50',
        'group-data-[variant=destructive]:border-white/50 group-data-[variant=destructive]:hover:bg-white/10',
        onDestructive,
        className,
      )}
      {...props}
    />
  )
}

function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      aria-label="Close notification"
      className={cn(
        // Always visible: hover-only reveal (stock shadcn) leaves touch users nothing to tap.
        'absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md',
        'text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground',
        'group-data-[variant=destructive]:text-destructive-foreground group-data-[variant=destructive]:hover:bg-white/15',
        onDestructive,
        className,
      )}
      {...props}
    >
      <XIcon aria-hidden="true" className="size-4" />
    </ToastPrimitives.Close>
  )
}

function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />
}

function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  )
}

type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>

export {
  ToastProvider,
  ToastViewport,
  Toast,
  ToastTitle,
  ToastDescription,
  ToastClose,
  ToastAction,
  toastVariants,
  type ToastProps,
  type ToastActionElement,
}
