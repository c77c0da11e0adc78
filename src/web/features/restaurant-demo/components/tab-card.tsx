import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'

type TabCardProps = { title: string; description?: string; contentClassName?: string; children: ReactNode }

/** A card of the operations tabs: its title (an h3 under the tabs' heading), what it shows, then its content. */
export function TabCard({ title, description, contentClassName, children }: TabCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
