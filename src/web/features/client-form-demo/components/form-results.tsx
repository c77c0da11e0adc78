import { AppLink } from '@/web/components/app-link'
import { CheckCircle2, Hourglass, PartyPopper, RotateCcw } from 'lucide-react'
import { paths } from '@/shared/paths'
import { followUpSchedule } from '@/shared/scoring-model'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { MetricTile } from '@/web/components/metric-tile'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { TitledCard } from '@/web/components/titled-card'
import type { DemoResults } from '../lib/results'

const priorityVariant = { High: 'success', Medium: 'warning', Low: 'secondary' } as const

export function FormResults({ results }: { results: DemoResults }) {
  const metrics = [
    { label: 'Lead score', value: `${results.leadScore}/100` },
    { label: 'Tasks created', value: String(results.tasksCreated) },
    // Without a mail server (local) the reply is written and kept in the outbox, not sent.
    { label: results.services.email === 'local' ? 'Emails written, not sent (no mail server)' : 'Emails sent', value: String(results.emailsSent) },
  ]
  const services = [
    { label: 'OpenAI', value: results.services.openai },
    { label: 'Notion', value: results.services.notion },
    { label: 'Make.com', value: results.services.make },
    { label: 'Email', value: results.services.email },
  ].filter((service) => service.value)
  return (
    <TitledCard
      data-testid="form-results"
      title="Automation results"
      as="h2"
      titleClassName="text-h3"
      description={
        results.realAutomation === true
          ? 'From the live pipeline that just ran for your submission.'
          : 'From the pipeline that just ran for your submission, on local stand-ins where a service is not connected.'
      }
      contentClassName="grid gap-5"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
        {metrics.map((metric) => (
          <MetricTile key={metric.label} {...metric} />
        ))}
        <div className="flex flex-col rounded-lg border border-border bg-ink-50 p-3">
          <dt className="text-small text-muted-foreground">Priority</dt>
          <dd className="order-first py-1">
            <Badge variant={priorityVariant[results.priority]} className="text-sm">
              {results.priority}
            </Badge>
          </dd>
        </div>
      </dl>
      {results.tasksCreated === 0 && results.emailsSent === 0 && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-small text-brand-900">
          This e-mail address is already a lead, so its reply and follow-ups were already scheduled the first time.
        </p>
      )}
      {services.length > 0 && (
        <dl aria-label="Services" className="flex flex-wrap gap-2 text-small">
          {services.map((service) => (
            <div key={service.label} className="inline-flex gap-1.5 rounded-full border border-border px-3 py-1">
              <dt className="text-muted-foreground">{service.label}:</dt>
              <dd className="font-medium text-ink-900">{service.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </TitledCard>
  )
}

export function CompletionCard({ onReset }: { onReset: () => void }) {
  return (
    <section
      aria-labelledby="form-demo-complete-title"
      className="flex flex-col gap-4 rounded-xl border border-accent-200 bg-accent-50 p-6"
    >
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-700" />
        <div>
          <h2 id="form-demo-complete-title" className="text-h3 text-accent-900">
            Automation Complete!
          </h2>
          <p className="mt-1 flex items-start gap-1.5 text-small text-accent-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Captured, scored and answered in seconds. Follow-ups go out at {followUpSchedule.map((step) => step.label).join(' and ')}.
          </p>
        </div>
      </div>
      <NextSteps onReset={onReset} />
    </section>
  )
}

/**
 * A submission the server holds for a person to review (docs/decisions/030): stored, nothing sent
 * yet. It never says which check held it.
 */
export function HeldCard({ onReset }: { onReset: () => void }) {
  return (
    <section aria-labelledby="form-demo-held-title" data-testid="form-held" className="flex flex-col gap-4 rounded-xl border border-border bg-ink-50 p-6">
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-1 size-7 shrink-0 text-ink-600" />
        <div>
          <h2 id="form-demo-held-title" className="text-h3 text-ink-900">
            Received, waiting for review
          </h2>
          <p className="mt-1 text-small text-ink-700">
            Your submission is stored. A person at the agency looks at it before anything runs, so no reply, task or CRM entry
            has been made yet.
          </p>
        </div>
      </div>
      <NextSteps onReset={onReset} />
    </section>
  )
}

/** What a visitor can do once a run has ended: run it again, or ask for the real thing. */
function NextSteps({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        Try Again
      </Button>
      <ArrowButton>
        <AppLink to={paths.assessment.path}>Get Your Free Assessment</AppLink>
      </ArrowButton>
    </div>
  )
}
