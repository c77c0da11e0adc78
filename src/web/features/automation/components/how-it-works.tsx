import { Link } from 'react-router'
import { ArrowRight, PartyPopper } from 'lucide-react'
import { paths } from '@/shared/paths'
import { followUpSchedule, followUpTaskCount, scoringClaims } from '@/shared/scoring-model'
import { Button } from '@/web/components/ui/button'

const steps = [
  { title: 'Lead submits a form', text: 'The submission is stored first, so no lead is ever lost, even when a service is down.' },
  { title: 'AI scores the lead', text: `Scored 0-100 and prioritised High, Medium or Low in ${scoringClaims.analysisTime}.` },
  { title: 'Personal reply and tasks', text: `A personal e-mail goes out at once and ${followUpTaskCount} follow-up tasks land in your CRM.` },
  {
    title: 'Follow-ups run themselves',
    text: `Follow-up e-mails at ${followUpSchedule.map((step) => step.label).join(' and ')}; you are told about every new lead.`,
  },
]

/** SPEC §2: the four-step explainer. */
export function HowItWorks() {
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

/** SPEC §2: the completion banner. */
export function CompletionBanner() {
  return (
    <section
      aria-labelledby="automation-complete-title"
      className="flex flex-col gap-4 rounded-xl bg-gradient-to-r from-brand-800 to-brand-700 p-6 text-white shadow-md md:flex-row md:items-center md:justify-between"
    >
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-300" />
        <div>
          <h2 id="automation-complete-title" className="text-h3">
            Your lead response system is complete
          </h2>
          <p className="mt-1 text-small text-brand-100">
            Every lead is captured, scored, answered and followed up automatically, day and night.
          </p>
        </div>
      </div>
      <Button asChild variant="secondary" className="w-full md:w-auto">
        <Link to={paths.automationDemo.path}>
          Watch the live demo
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  )
}
