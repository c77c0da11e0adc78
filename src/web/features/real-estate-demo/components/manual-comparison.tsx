import { Clock, Zap } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
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
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-body">The same lead, by hand</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2">
          {manualSteps.map(({ task, time }) => (
            <li key={task} className="flex items-start justify-between gap-3 text-small">
              <span className="text-ink-700">{task}</span>
              <span className="shrink-0 font-medium text-ink-900">{time}</span>
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-2 rounded-md bg-ink-100 p-3 text-small text-ink-800">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          About 45 minutes of work, and the buyer has often called another agent by then.
        </p>
        <p className="flex items-start gap-2 rounded-md bg-accent-50 p-3 text-small font-medium text-accent-800">
          <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          With AI: {leadProcessingClaim.toLowerCase()}, first reply in under 30 seconds.
        </p>
      </CardContent>
    </Card>
  )
}
