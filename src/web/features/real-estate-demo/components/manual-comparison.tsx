import { Clock, Zap } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { leadProcessingClaim } from '../data/claims'

const manualSteps = [
  { task: 'Notice the inquiry', time: 'Next morning' },
  { task: 'Qualify the buyer by phone', time: '15 min' },
  { task: 'Write a reply and pick listings', time: '20 min' },
  { task: 'Agree a showing time', time: '2-3 calls' },
  { task: 'Update the CRM and set reminders', time: '10 min' },
]

/** The same lead worked by hand, next to the workflow that replaces it. */
export function ManualComparison() {
  return (
    <TitledCard as="h2" title="The same lead, by hand" className="gap-4" titleClassName="text-body" contentClassName="grid gap-4">
      <ul className="grid gap-2">
        {manualSteps.map(({ task, time }) => (
          <li key={task} className="flex items-start justify-between gap-3 text-small">
            <span className="text-ink-700">{task}</span>
            <span className="shrink-0 font-medium text-ink-900">{time}</span>
          </li>
        ))}
      </ul>
      <IconText as="p" icon={Clock} className="flex items-start gap-2 rounded-md bg-ink-100 p-3 text-small text-ink-800" iconClassName="mt-0.5 size-4 shrink-0">
        About 45 minutes of work, and the buyer has often called another agent by then.
      </IconText>
      <IconText as="p" icon={Zap} className="flex items-start gap-2 rounded-md bg-accent-50 p-3 text-small font-medium text-accent-800" iconClassName="mt-0.5 size-4 shrink-0">
        With AI: {leadProcessingClaim.toLowerCase()}, first reply in under 30 seconds.
      </IconText>
    </TitledCard>
  )
}
