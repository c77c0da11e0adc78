import { CircleCheck, FlaskConical, Globe } from 'lucide-react'
import type { ResearchCompany } from '@/shared/research'
import { Badge } from '@/web/components/ui/badge'
import { websiteHref, websiteLabel } from '../../lib/research-company'
import { PriorityBadge } from '../crm/crm-badges'

/** Priority, and what a reader must not miss: a sample (not a real business), or already in the CRM. */
export function CompanyBadges({ company }: { company: ResearchCompany }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <PriorityBadge priority={company.priority} />
      {company.sample && (
        <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" title="From the bundled offline sample set: not a real business">
          <FlaskConical aria-hidden="true" />
          Sample data
        </Badge>
      )}
      {company.leadId && (
        <Badge variant="outline" className="border-accent-300 bg-accent-50 text-accent-900">
          <CircleCheck aria-hidden="true" />
          In Leads
        </Badge>
      )}
    </div>
  )
}

/** The company's website as a link when it is an http(s) address, as text otherwise. */
export function CompanyWebsite({ website }: { website: string | null }) {
  if (!website) return <span className="text-ink-800">—</span>
  const href = websiteHref(website)
  if (!href) return <span className="break-all text-ink-800">{website}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline">
      <Globe aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{websiteLabel(website)}</span>
    </a>
  )
}
