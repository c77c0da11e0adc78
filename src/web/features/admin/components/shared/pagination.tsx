import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { Page } from '@/shared/admin'
import { Button } from '@/web/components/ui/button'
import { pageCount, pageRange } from '../../lib/labels'

/** Previous/Next under a list, with where the reader is ("Showing 11–20 of 23"). */
export function Pagination({ page, label, onPageChange }: { page: Page; label: string; onPageChange: (page: number) => void }) {
  const pages = pageCount(page)
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-small text-muted-foreground" aria-live="polite">
        {pageRange(page)}
        {pages > 1 && <span className="sr-only">, page {page.page} of {pages}</span>}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPageChange(page.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span aria-hidden="true" className="text-small text-ink-700 tabular-nums">
            {page.page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page.page >= pages} onClick={() => onPageChange(page.page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  )
}
