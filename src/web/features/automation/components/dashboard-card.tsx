import type { ComponentProps } from 'react'
import { TitledCard } from '@/web/components/titled-card'

/** A panel of the automation dashboard: a titled card whose title is an h2 at the size of an h3. */
export function DashboardCard(props: Omit<ComponentProps<typeof TitledCard>, 'as' | 'titleClassName'>) {
  return <TitledCard as="h2" titleClassName="text-h3" {...props} />
}
