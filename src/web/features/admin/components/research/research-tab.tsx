import { useState } from 'react'
import { Building2, LoaderCircle, Radar } from 'lucide-react'
import { defaultResearchLocation, industryFilterOptions, isRunActive, researchLocations, type ResearchCompany, type ResearchLocation } from '@/shared/research'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent } from '@/web/components/ui/card'
import { Label } from '@/web/components/ui/label'
import { NativeSelect, NativeSelectOptions } from '@/web/components/ui/native-select'
import { toast } from '@/web/hooks/use-toast'
import { useLatestResearchRun, useResearchCompanies, useStartResearch } from '../../api/research'
import { useResearchRunOutcome } from '../../hooks/use-research-run'
import { useRowDetail } from '../../hooks/use-row-detail'
import { useSearchInput } from '../../hooks/use-search-input'
import { formatMonthly } from '../../lib/format'
import { describeRun, researchCopy } from '../../lib/research-run'
import { ListBody, ListEmpty, ListLoading } from '../shared/list-states'
import { Pagination } from '../shared/pagination'
import { SearchListCard } from '../shared/search-list-card'
import { CompanyCard } from './company-card'
import { CompanyDetailDialog } from './company-detail-dialog'
import { ManualResearchDialog } from './manual-research-dialog'
import { ResearchStats } from './research-stats'

type IndustryFilter = (typeof industryFilterOptions)[number]

const searchDebounceMs = 300

/**
 * SPEC §2 'Lexington Research' ('Automated Business Research'): the filters also say where and
 * in what industry Start Research looks; the server filters, searches, counts and pages.
 */
export function ResearchTab() {
  const [location, setLocation] = useState<ResearchLocation>(defaultResearchLocation)
  const [industry, setIndustry] = useState<IndustryFilter>('All')
  const { input: searchInput, setInput: setSearchInput, typed, search, settle } = useSearchInput(searchDebounceMs)
  // A new filter or search starts at page 1.
  const filters = `${location}|${industry}|${search}`
  const [paging, setPaging] = useState({ filters, page: 1 })
  const page = paging.filters === filters ? paging.page : 1
  // A page turned while the list still shows an earlier search: the search typed now, from page 1.
  const setPage = (next: number) => {
    settle()
    setPaging({ filters: `${location}|${industry}|${typed}`, page: typed === search ? next : 1 })
  }

  const companies = useResearchCompanies({ location, industry, search, page })
  const latestRun = useLatestResearchRun()
  useResearchRunOutcome(latestRun.data)
  const startResearch = useStartResearch()
  const researching = startResearch.isPending || isRunActive(latestRun.data)

  const detail = useRowDetail<ResearchCompany>()

  const start = () =>
    startResearch.mutate(
      { location, industry },
      { onError: () => toast({ title: researchCopy.failedTitle, description: researchCopy.startFailedDescription, variant: 'destructive' }) },
    )

  return (
    <div className="space-y-6">
      <Card className="gap-5 py-5 sm:py-6">
        <CardContent className="space-y-5 px-4 sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h2 className="flex items-center gap-2 text-h3 text-ink-900">
                <Radar aria-hidden="true" className="size-5 text-brand-700" />
                Automated Business Research
              </h2>
              <p className="mt-1 max-w-xl text-small text-muted-foreground">
                Local businesses found on the map, each with its pain points, what we would automate and what it would save.
              </p>
            </div>
            <div className="rounded-xl bg-accent-50 px-4 py-3 sm:text-right" data-testid="total-potential-value">
              <p className="text-small font-medium text-accent-800">Total Potential Value</p>
              <p className="text-2xl font-bold tracking-tight text-accent-900 tabular-nums">
                {companies.data ? formatMonthly(companies.data.stats.totalPotentialValue) : '—'}
              </p>
            </div>
          </div>

          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end">
            <FilterSelect id="research-location" label="Location" value={location} options={researchLocations} onChange={setLocation} />
            <FilterSelect id="research-industry" label="Industry" value={industry} options={industryFilterOptions} onChange={setIndustry} />
            <Button onClick={start} disabled={researching} aria-busy={researching || undefined}>
              {researching ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Radar aria-hidden="true" />}
              {researching ? 'Researching...' : 'Start Research'}
            </Button>
            <ManualResearchDialog />
          </div>
          <p role="status" aria-live="polite" className="min-h-5 text-small text-muted-foreground" data-testid="research-run-status">
            {latestRun.data ? describeRun(latestRun.data) : latestRun.isSuccess ? 'No research has run yet: choose a location and industry, then Start Research.' : ''}
          </p>
        </CardContent>
      </Card>

      <ResearchStats stats={companies.data?.stats} />

      <SearchListCard
        search={{ id: 'research-search', label: 'Search research', placeholder: 'Search by company name, industry, or location...', value: searchInput, onChange: setSearchInput }}
      >
        <ListBody
          query={companies}
          isEmpty={(data) => data.companies.length === 0}
          loading={<ListLoading label="Loading research…" rows={3} rowClassName="h-40" />}
          empty={(data) => (
            <ListEmpty icon={Building2} title={researchCopy.empty}>
              {data.stats.companiesResearched === 0 && search === ''
                ? 'Start Research to look up businesses in this area, or add one with Add Manual Research.'
                : 'No company matches this location, industry and search.'}
            </ListEmpty>
          )}
        >
          {(data) => (
            <>
              <ul aria-label="Researched companies" aria-busy={companies.isPlaceholderData || undefined} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {data.companies.map((company) => (
                  <CompanyCard key={company.id} company={company} onOpen={(trigger) => detail.open(company, trigger)} />
                ))}
              </ul>
              <Pagination
                page={{ page: data.page, pageSize: data.pageSize, total: data.total }}
                label="Research"
                onPageChange={setPage}
              />
            </>
          )}
        </ListBody>
      </SearchListCard>
      <CompanyDetailDialog company={detail.row} {...detail.close} />
    </div>
  )
}

/** A labelled filter of fixed choices above the list. */
function FilterSelect<Choice extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: Choice
  options: readonly Choice[]
  onChange: (value: Choice) => void
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Choice)}>
        <NativeSelectOptions options={options} />
      </NativeSelect>
    </div>
  )
}
