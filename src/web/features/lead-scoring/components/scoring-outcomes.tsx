import { Link } from 'react-router'
import { CalendarClock, ListChecks, Mail } from 'lucide-react'
import { paths } from '@/shared/paths'
import { followUpSchedule, followUpTaskCount, type Priority } from '@/shared/scoring-model'
import { ButtonLink } from '@/web/components/button-link'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { cn } from '@/web/lib/utils'
import { priorityBands, scoredExamples } from '../lib/scoring-summary'

const priorityStyle: Record<Priority, { box: string; chip: string; text: string }> = {
  High: { box: 'border-accent-200 bg-accent-50', chip: 'bg-accent-700 text-white', text: 'Answered first; the owner is alerted at once.' },
  Medium: { box: 'border-amber-200 bg-amber-50', chip: 'bg-amber-700 text-white', text: 'Personal reply and the full follow-up sequence.' },
  Low: { box: 'border-ink-200 bg-ink-50', chip: 'bg-ink-600 text-white', text: 'Personal reply; nurtured by the follow-ups.' },
}

/** Priority bands from the thresholds, and SPEC's three examples scored by the server function. */
export function PriorityAndExamples() {
  return (
    <section aria-labelledby="priorities-title" className="space-y-6">
      <div className="max-w-3xl">
        <h2 id="priorities-title" className="text-h2 text-ink-900">
          From score to priority
        </h2>
        <p className="mt-3 text-lead text-muted-foreground">The score sets the priority, and the priority sets how fast and how hard we follow up.</p>
      </div>
      <ul aria-label="Priority bands" className="grid gap-4 md:grid-cols-3">
        {priorityBands().map((band) => (
          <li key={band.priority} className={cn('rounded-xl border p-5', priorityStyle[band.priority].box)}>
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-h3 text-ink-900">{band.priority}</h3>
              <span className={cn('rounded-md px-2 py-0.5 text-small font-semibold tabular-nums', priorityStyle[band.priority].chip)}>
                {band.from}-{band.to}
              </span>
            </div>
            <p className="mt-2 text-small text-ink-700">{priorityStyle[band.priority].text}</p>
          </li>
        ))}
      </ul>

      <h3 className="pt-4 text-h3 text-ink-900">Three leads, scored</h3>
      <ul aria-label="Example leads" className="grid gap-4 lg:grid-cols-3">
        {scoredExamples().map(({ key, who, request, result }) => (
          <li key={key} data-example={key} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-display font-extrabold text-ink-900 tabular-nums">
                {result.score}
                <span className="sr-only"> points,</span>
              </p>
              <span className={cn('rounded-md px-2.5 py-1 text-small font-semibold', priorityStyle[result.priority].chip)}>
                {result.priority}
                <span className="sr-only"> priority</span>
              </span>
            </div>
            <p className="mt-3 font-semibold text-ink-900">{who}</p>
            <p className="mt-1 text-small text-muted-foreground italic">{request}</p>
            <dl className="mt-4 grid gap-1.5 border-t border-border pt-3 text-small">
              {result.breakdown.groups.map((group) => (
                <div key={group.key} className="flex justify-between gap-3">
                  <dt className="text-ink-700">{group.label}</dt>
                  <dd className="font-medium text-ink-900 tabular-nums">
                    {group.points} / {group.weight}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AfterScoring() {
  const items = [
    { icon: Mail, title: 'A personal reply at once', text: 'Written for the lead’s business and request, sent within seconds.' },
    { icon: ListChecks, title: `${followUpTaskCount} follow-up tasks`, text: 'Created in your CRM for every lead, so nothing is forgotten.' },
    {
      icon: CalendarClock,
      title: `Follow-ups at ${followUpSchedule.map((step) => step.label).join(' and ')}`,
      text: 'Sent automatically; a lead can unsubscribe from them at any time.',
    },
  ]
  return (
    <section aria-labelledby="after-scoring-title" className="rounded-2xl bg-ink-900 p-6 text-white sm:p-10">
      <h2 id="after-scoring-title" className="text-h2">
        What happens after scoring
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-300" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-small text-ink-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ArrowButton size="lg" className="bg-white text-ink-900 hover:bg-ink-100">
          <Link to={paths.clientFormDemo.path}>Watch a lead get scored</Link>
        </ArrowButton>
        <ButtonLink to={paths.assessment.path} size="lg" variant="outline" className="border-ink-500 bg-transparent text-white hover:bg-ink-800 hover:text-white">
          Get Your Free AI Business Assessment
        </ButtonLink>
      </div>
    </section>
  )
}
