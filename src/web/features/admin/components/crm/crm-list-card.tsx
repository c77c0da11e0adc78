import type { ReactNode } from 'react'
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'

/** One of the CRM tab's lists: a titled region with its Add button, and the list below. */
export function CrmListCard({
  titleId,
  title,
  description,
  action,
  children,
}: {
  titleId: string
  title: string
  description: string
  action: ReactNode
  children: ReactNode
}) {
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="text-h3">
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>{action}</CardAction>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  )
}
