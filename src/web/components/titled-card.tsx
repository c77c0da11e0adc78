import type { ComponentProps, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { cn } from '@/web/lib/utils'

type TitledCardProps = Omit<ComponentProps<typeof Card>, 'title'> & {
  title: ReactNode
  /** The title's level in the page's outline. */
  as?: 'h2' | 'h3'
  /** Leads the title. */
  icon?: LucideIcon
  titleId?: string
  /** Added to the title's classes, such as its size. */
  titleClassName?: string
  /** What the card shows, under its title. */
  description?: ReactNode
  /** The header's padding where it differs. */
  headerClassName?: string
  /** The content's layout (and padding where it differs). */
  contentClassName?: string
}

/** A card with its title (a heading at the level the page needs), what it shows, then its content. */
export function TitledCard({
  title,
  as: Heading = 'h3',
  icon: Icon,
  titleId,
  titleClassName,
  description,
  headerClassName,
  contentClassName,
  children,
  ...props
}: TitledCardProps) {
  return (
    <Card {...props}>
      <CardHeader className={headerClassName}>
        <CardTitle asChild>
          <Heading id={titleId} className={cn(Icon && 'flex items-center gap-2', titleClassName)}>
            {Icon && <Icon aria-hidden="true" className="size-5 text-brand-700" />}
            {title}
          </Heading>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
