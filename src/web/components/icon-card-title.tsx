import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { CardTitle } from '@/web/components/ui/card'

/** A card's heading (an h2 in the page's outline) led by its icon. */
export function IconCardTitle({ icon: Icon, id, children }: { icon: LucideIcon; id?: string; children: ReactNode }) {
  return (
    <CardTitle asChild>
      <h2 id={id} className="flex items-center gap-2 text-h3">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {children}
      </h2>
    </CardTitle>
  )
}
