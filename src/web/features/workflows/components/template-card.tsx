import { Clock, DollarSign, Workflow, type LucideIcon } from 'lucide-react'
import type { WorkflowTemplate } from '@/shared/workflows'
import { Badge } from '@/web/components/ui/badge'
import { formatHoursPerWeek, formatNodeCount, formatPerMonth } from '../lib/format'
import { ExportLink } from './export-link'
import { IconTerm } from './icon-term'
import { TemplateDetailsDialog } from './template-details-dialog'

/** SPEC §2: name, industry, description, hours a week, dollars a month, node count, Export and View Details. */
export function TemplateCard({ template }: { template: WorkflowTemplate }) {
  return (
    <li data-template={template.id} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="space-y-2">
        <Badge variant="info">{template.industry}</Badge>
        <h3 className="text-lg leading-snug font-semibold text-ink-900">{template.name}</h3>
        <p className="text-small text-ink-700">{template.description}</p>
      </div>
      <dl className="mt-auto divide-y divide-border rounded-lg bg-ink-50 px-3 text-small">
        <Stat icon={Clock} label="Time saved" value={formatHoursPerWeek(template.timeSavings)} />
        <Stat icon={DollarSign} label="Cost saved" value={formatPerMonth(template.costSavings)} />
        <Stat icon={Workflow} label="Nodes" value={formatNodeCount(template.nodeCount)} />
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <ExportLink id={template.id} name={template.name} />
        <TemplateDetailsDialog template={template} />
      </div>
    </li>
  )
}

function Stat({ icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <IconTerm icon={icon}>{label}</IconTerm>
      <dd className="font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  )
}
