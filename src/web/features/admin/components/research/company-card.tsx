import { Eye, LoaderCircle, MapPin, UserPlus } from 'lucide-react'
import type { ResearchCompany } from '@/shared/research'
import { IconText } from '@/web/components/content/icon-text'
import { Button } from '@/web/components/ui/button'
import { useAddToLeadsAction } from '../../hooks/use-research-actions'
import { formatMonthly } from '../../lib/format'
import { CompanyBadges, CompanyWebsite } from './company-parts'
import { ResearchLeadDialog } from './research-lead-dialog'

/** SPEC §2 company card: name, location, priority, savings per month, industry, employees, website, notes in two lines. */
export function CompanyCard({ company, onOpen }: { company: ResearchCompany; onOpen: (trigger: HTMLElement) => void }) {
  const { addToLeads, pendingId, leadDialog } = useAddToLeadsAction()
  const adding = pendingId === company.id
  const titleId = `company-${company.id}`
  return (
    <li aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold break-words text-ink-900">
            {company.name}
          </h3>
          <IconText icon={MapPin} as="p" className="mt-0.5 flex items-center gap-1 text-small text-muted-foreground" iconClassName="size-3.5 shrink-0">
            <span className="truncate">{company.location || 'Location unknown'}</span>
          </IconText>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-lg font-bold text-accent-800 tabular-nums">{formatMonthly(company.potentialSavings)}</span>
          <span className="block text-xs text-muted-foreground">potential savings</span>
        </p>
      </div>
      <CompanyBadges company={company} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-small">
        <dt className="text-muted-foreground">Industry</dt>
        <dd className="min-w-0 truncate text-ink-800">{company.industry || '—'}</dd>
        <dt className="text-muted-foreground">Employees</dt>
        <dd className="text-ink-800">{company.employees || '—'}</dd>
        <dt className="text-muted-foreground">Website</dt>
        <dd className="min-w-0 truncate">
          <CompanyWebsite website={company.website} />
        </dd>
      </dl>
      {company.researchNotes && <p className="line-clamp-2 text-small text-ink-700">{company.researchNotes}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {/* Each name begins with the button's words, so "click Add to Leads" reaches it by voice (WCAG 2.5.3). */}
        <Button variant="outline" size="sm" className="flex-1" onClick={(event) => onOpen(event.currentTarget)} aria-label={`View Details: ${company.name}`}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
        <Button
          size="sm"
          className="flex-1"
          disabled={adding || company.leadId !== null}
          onClick={(event) => addToLeads(company, event.currentTarget)}
          aria-label={`${company.leadId ? 'In Leads' : 'Add to Leads'}: ${company.name}`}
        >
          {adding ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <UserPlus aria-hidden="true" />}
          {company.leadId ? 'In Leads' : 'Add to Leads'}
        </Button>
      </div>
      <ResearchLeadDialog {...leadDialog} />
    </li>
  )
}
