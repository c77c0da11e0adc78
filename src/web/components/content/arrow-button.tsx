import type { ReactElement } from 'react'
import { Slottable } from '@radix-ui/react-slot'
import { ArrowRight } from 'lucide-react'
import { Button, type ButtonProps } from '@/web/components/ui/button'

type ArrowButtonProps = Omit<ButtonProps, 'asChild' | 'children'> & {
  /** The link (a router `Link`, or a plain `a` where there is no router) and its label. */
  children: ReactElement
}

/** A call to action: a link styled as a button, its label followed by an arrow. */
export function ArrowButton({ children, ...props }: ArrowButtonProps) {
  return (
    <Button asChild {...props}>
      <Slottable>{children}</Slottable>
      <ArrowRight aria-hidden="true" />
    </Button>
  )
}
