import { useState } from 'react'
import { Download } from 'lucide-react'
import { adminApi, submissionsCopy } from '@/shared/admin'
import { Button } from '@/web/components/ui/button'
import { useAssessments } from '../../api/get-assessments'
import { useSubmissions } from '../../api/get-submissions'
import { useSearchInput } from '../../hooks/use-search-input'
import { listUrl } from '@/web/lib/admin-request'
import { ListEmpty, ListError } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { SearchListCard } from '../shared/search-list-card'
import { AssessmentTable } from './assessment-table'
import { ContactTable } from './contact-table'
import { SourceSwitch, type SubmissionSource } from './source-switch'
import { SubmissionCounters } from './submission-counters'

export const searchDebounceMs = 300

/**
 * SPEC §2 'Contact Submissions': counters, a search the server runs (business name, contact
 * name or e-mail), Export CSV of every matching row, and the table, for contact forms or
 * assessments.
 */
export function SubmissionsTab() {
  const [source, setSource] = useState<SubmissionSource>('contact')
  const { input: searchInput, setInput: setSearchInput, typed, search, settle } = useSearchInput(searchDebounceMs)
  // A new search or source starts at page 1.
  const [paging, setPaging] = useState({ source, search, page: 1 })
  const page = paging.source === source && paging.search === search ? paging.page : 1
  // A page turned while the list still shows an earlier search: the search typed now, from page 1.
  const setPage = (next: number) => {
    settle()
    setPaging({ source, search: typed, page: typed === search ? next : 1 })
  }

  const contact = useSubmissions(page, search, source === 'contact')
  const assessments = useAssessments(page, search, source === 'assessments')
  const query = source === 'contact' ? contact : assessments
  const rowCount = (source === 'contact' ? contact.data?.submissions.length : assessments.data?.assessments.length) ?? 0
  const table =
    source === 'contact'
      ? contact.data && <ContactTable submissions={contact.data.submissions} busy={contact.isPlaceholderData} />
      : assessments.data && <AssessmentTable assessments={assessments.data.assessments} busy={assessments.isPlaceholderData} />
  // Export uses the search as typed now, not the one the table is still catching up with:
  // clearing the box and pressing Export at once exports every row (issue 25).
  const csvUrl = listUrl(source === 'contact' ? adminApi.submissionsCsv : adminApi.assessmentsCsv, { search: typed })

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SourceSwitch value={source} onChange={setSource} />
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={csvUrl} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>

      <SubmissionCounters counts={query.data?.counts} />

      <SearchListCard search={{ id: 'submission-search', label: 'Search submissions', placeholder: submissionsCopy.searchPlaceholder, value: searchInput, onChange: setSearchInput }}>
        {query.isPending ? (
          <p role="status" className="py-10 text-center text-muted-foreground">
            {submissionsCopy.loading}
          </p>
        ) : query.isError ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : rowCount === 0 ? (
          <ListEmpty title={search ? submissionsCopy.noMatch : submissionsCopy.empty}>
            {search ? 'Try a business name, a contact name or an e-mail address.' : undefined}
          </ListEmpty>
        ) : (
          <>
            {table}
            <Pagination page={query.data.page} label={source === 'contact' ? 'Contact submissions' : 'Assessments'} onPageChange={setPage} />
          </>
        )}
      </SearchListCard>
    </div>
  )
}
