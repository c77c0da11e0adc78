import { Link } from 'react-router'
import { CircleAlert, PartyPopper } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { completion, howItWorks } from '../lib/status-copy'
import type { DashboardStatus } from '../lib/status'

/** SPEC §2: the four-step explainer, told for the current state. */
export function HowItWorks({ status }: { status: DashboardStatus }) {
  const steps = howItWorks(status)
  return (
    <section aria-labelledby="how-it-works-title" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="how-it-works-title" className="text-h3 text-ink-900">
        How your automation works
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3 lg:flex-col">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-small text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** SPEC §2: the completion banner; "complete" only when all four features work. */
export function CompletionBanner({ status }: { status: DashboardStatus }) {
  const { complete, title, text } = completion(status)
  const Icon = complete ? PartyPopper : CircleAlert
  return (
    <section
      aria-labelledby="automation-complete-title"
      data-complete={complete}
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-brand-800 to-brand-700 p-6 text-white shadow-md md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={complete ? 'mt-1 size-7 shrink-0 text-accent-300' : 'mt-1 size-7 shrink-0 text-amber-300'} />
        <div>
          <h2 id="automation-complete-title" className="text-h3">
            {title}
          </h2>
          <p className="mt-1 text-small text-brand-100">{text}</p>
        </div>
      </div>
      <ArrowButton variant="secondary" className="w-full md:w-auto">
        <Link to={paths.automationDemo.path}>Watch the live demo</Link>
      </ArrowButton>
    </section>
  )
}
