import { Bot, CalendarClock, Clock, Database, DollarSign, ListOrdered, Mail, MapPinned, Repeat, UserSearch } from 'lucide-react'
import { researchAutomationWorkflowId } from '@/shared/workflows'
import { IconBadge } from '@/web/components/content/icon-badge'
import { Badge } from '@/web/components/ui/badge'
import { Skeleton } from '@/web/components/ui/skeleton'
import { formatDollars } from '@/web/lib/format'
import { internalWorkflow, workflowsCopy } from '../lib/copy'
import { hoursPerWeekParts } from '../lib/format'
import { AutomationStatus } from './automation-status'
import { ExportLink } from './export-link'
import { Figure } from './figure'
import { OperatorOnly } from './operator-only'
import { TriggerResearchButton } from './trigger-research-button'

/** SPEC §2's six components of the weekly research workflow, in the order it runs them. */
const components = [
  { icon: MapPinned, title: 'Places search', text: 'Finds businesses in each target industry around the location.' },
  { icon: UserSearch, title: 'Professional-network profile scrape', text: 'Reads each business’s public professional-network profile.' },
  { icon: Bot, title: 'AI business analysis', text: 'Names pain points and automation opportunities, estimates savings and priority.' },
  { icon: Database, title: 'Database updates', text: 'Saves new companies to the research database and refreshes known ones.' },
  { icon: Mail, title: 'Email notifications', text: 'Sends a digest of the high-priority companies found.' },
  { icon: CalendarClock, title: 'Weekly schedule', text: 'Runs on its own every week, no one has to start it.' },
] as const

/**
 * SPEC §2 "Internal Automation": what the weekly business-intelligence research workflow is and
 * does (SPEC's figures), then its real schedule and last run for the operator.
 */
export function InternalAutomationTab() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="internal-workflow-title" className="space-y-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="space-y-2">
            <Badge variant="info">Agency Operations</Badge>
            <h2 id="internal-workflow-title" className="text-h3 text-ink-900">
              {internalWorkflow.name}
            </h2>
            <p className="max-w-2xl text-ink-700">
              Our own business-intelligence workflow: every week it searches Lexington for businesses in the industries we serve, reads their
              professional-network profiles, has AI analyse where automation would save them time and money, updates the research database and
              e-mails a digest of the best prospects.
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:shrink-0">
            <OperatorOnly compact action="run the research now" pending={<Skeleton className="h-10 w-full sm:w-48" />}>
              <TriggerResearchButton label={workflowsCopy.triggerNow} className="w-full sm:w-auto" />
            </OperatorOnly>
            <ExportLink id={researchAutomationWorkflowId} name={internalWorkflow.name} label={workflowsCopy.exportWorkflow} size="default" className="w-full sm:w-auto" />
          </div>
        </div>

        <ul aria-label="Workflow figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Time saved" {...hoursPerWeekParts(internalWorkflow.hoursPerWeek)} icon={<Clock />} />
          <Figure label="Monthly value" value={formatDollars(internalWorkflow.monthlyValue)} icon={<DollarSign />} />
          <Figure label="Steps" value={String(internalWorkflow.steps)} icon={<ListOrdered />} />
          <Figure label="Schedule" value={internalWorkflow.schedule} icon={<Repeat />} />
        </ul>

        <div className="space-y-3">
          <h3 className="font-semibold text-ink-900">Components</h3>
          <ul aria-label="Workflow components" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {components.map(({ icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-lg border border-border bg-ink-50 p-3">
                <IconBadge icon={icon} className="size-9" />
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{title}</p>
                  <p className="text-small text-ink-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="automation-status-title" className="space-y-3">
        <h2 id="automation-status-title" className="text-lg font-semibold text-ink-900">
          Status
        </h2>
        <OperatorOnly action="see the workflow’s schedule, next run and last run">
          <AutomationStatus />
        </OperatorOnly>
      </section>
    </div>
  )
}
