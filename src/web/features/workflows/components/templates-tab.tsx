import { useState } from 'react'
import { useTemplates } from '../api/get-templates'
import { workflowsCopy } from '../lib/copy'
import { allIndustries, filterByIndustry, industryFilters } from '../lib/templates'
import { IndustryFilter } from './industry-filter'
import { LoadError, LoadingBlocks } from './load-states'
import { TemplateCard } from './template-card'

/** SPEC §2 "Workflow Templates": the public catalogue with its industry filter. */
export function TemplatesTab() {
  const templates = useTemplates()
  const [industry, setIndustry] = useState(allIndustries)

  if (templates.isPending) {
    return <LoadingBlocks label="Loading workflow templates…" count={6} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" blockClassName="h-72" />
  }
  if (templates.isError) {
    return <LoadError title={workflowsCopy.templatesFailed} error={templates.error} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
  }

  const industries = industryFilters(templates.data)
  // A refetch may drop the industry chosen: then every template shows.
  const selected = industries.includes(industry) ? industry : allIndustries
  const shown = filterByIndustry(templates.data, selected)
  return (
    <div className="space-y-5">
      <IndustryFilter industries={industries} selected={selected} onSelect={setIndustry} />
      <p className="sr-only" role="status">
        {shown.length} {shown.length === 1 ? 'template' : 'templates'}
        {selected === allIndustries ? '' : ` for ${selected}`}
      </p>
      <ul aria-label="Workflow templates" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((template) => (
          <TemplateCard key={template.id} template={template} />
        ))}
      </ul>
    </div>
  )
}
