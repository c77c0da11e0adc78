import type { ComponentProps } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/web/lib/utils'

const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5',
    'text-xs font-medium whitespace-nowrap transition-colors [&>svg]:pointer-events-none [&>svg]:size-3',
  ],
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-brand-800',
        secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-ink-200',
        destructive: 'border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-red-800',
        outline: 'border-ink-300 text-foreground [a&]:hover:bg-secondary',
        // Tinted pairs for statuses that sit in dense tables (all ≥ 6:1).
        success: 'border-accent-200 bg-accent-50 text-accent-800',
        warning: 'border-amber-200 bg-amber-50 text-amber-900',
        danger: 'border-red-200 bg-red-50 text-red-800',
        info: 'border-brand-200 bg-brand-50 text-brand-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }

/** How a status is shown as a badge: its variant and its words. */
type BadgeStyle = { variant: NonNullable<BadgeProps['variant']>; label: string }

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span'
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}

export { Badge, badgeVariants, type BadgeProps, type BadgeStyle }
