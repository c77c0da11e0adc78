import type { ReactNode } from 'react'
import { CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'

/** A card header whose status badge wraps under the title on narrow screens instead of squeezing it. */
export function PanelHeader({ title, description, badge }: { title: ReactNode; description?: ReactNode; badge?: ReactNode }) {
  return (
    <CardHeader>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
        {badge}
      </div>
      {description && <CardDescription>{description}</CardDescription>}
    </CardHeader>
  )
}
