import { Eye } from 'lucide-react'
import type { WorkflowTemplate } from '@/shared/workflows'
import { StatList } from '@/web/components/content/stat-list'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog'
import { formatDollars } from '@/web/lib/format'
import { formatNodeCount, savingsFigures } from '../lib/format'
import { nodeTypeLabel } from '../lib/templates'
import { ExportLink } from './export-link'

/** 'View Details': the workflow's steps in execution order, each with its n8n node type, as a vertical diagram. */
export function TemplateDetailsDialog({ template }: { template: WorkflowTemplate }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Eye aria-hidden="true" />
          View Details
          <span className="sr-only"> of {template.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <Badge variant="info">{template.industry}</Badge>
          <DialogTitle>{template.name}</DialogTitle>
          <DialogDescription>{template.description}</DialogDescription>
        </DialogHeader>

        <StatList
          stats={[
            ...savingsFigures(template),
            { label: 'Nodes', value: formatNodeCount(template.nodeCount) },
            { label: 'Setup', value: `${formatDollars(template.setupPrice)} one-off` },
          ]}
          className="grid grid-cols-2 gap-3 text-small sm:grid-cols-4"
          itemClassName="rounded-lg border border-border px-3 py-2"
          labelClassName="text-xs text-ink-700"
          valueClassName="font-semibold text-ink-900 tabular-nums"
        />

        <section aria-labelledby={`steps-${template.id}`} className="space-y-3">
          <h3 id={`steps-${template.id}`} className="font-semibold text-ink-900">
            Workflow steps
          </h3>
          <ol aria-label={`Steps of ${template.name}`} className="space-y-0">
            {template.steps.map((step, index) => (
              <li key={`${index}-${step.name}`} data-step={index + 1} className="relative flex gap-3 pb-3 last:pb-0">
                {index < template.steps.length - 1 && <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px -translate-x-1/2 bg-brand-200" />}
                <span aria-hidden="true" className="z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white tabular-nums">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1 rounded-lg border border-border bg-ink-50 px-3 py-2">
                  <p className="font-medium break-words text-ink-900">{step.name}</p>
                  <p className="text-xs text-ink-700">
                    {nodeTypeLabel(step.type)} · <code className="text-ink-700 wrap-anywhere">{step.type}</code>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <ExportLink id={template.id} name={template.name} variant="default" size="default" />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
