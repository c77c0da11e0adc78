import type { ComponentProps, ReactNode } from 'react'
import { Card, CardContent } from '@/web/components/ui/card'
import { SearchField } from './search-field'

/** The card holding a tab's searchable list: the search box, then the list as it stands. */
export function SearchListCard({ search, children }: { search: ComponentProps<typeof SearchField>; children: ReactNode }) {
  return (
    <Card className="gap-4 py-4 sm:py-6">
      <CardContent className="space-y-4 px-4 sm:px-6">
        <SearchField {...search} />
        {children}
      </CardContent>
    </Card>
  )
}
