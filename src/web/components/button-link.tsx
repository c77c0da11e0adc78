import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { AppLink } from '@/web/components/app-link'
import { Button, type ButtonProps } from '@/web/components/ui/button'

type ButtonLinkProps = Omit<ButtonProps, 'asChild' | 'children'> & {
  /** A path of the route table (`paths.x.path`), with a hash where it needs one. */
  to: string
  /** Leads the label. */
  icon?: LucideIcon
  children: ReactNode
}

/** A link to another page of the app, styled as a button. (A call to action that ends in an arrow is an ArrowButton.) */
export function ButtonLink({ to, icon: Icon, children, ...props }: ButtonLinkProps) {
  return (
    <Button asChild {...props}>
      <AppLink to={to}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </AppLink>
    </Button>
  )
}
