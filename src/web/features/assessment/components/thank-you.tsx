import { ArrowLeft, Calendar, CheckCircle2, FileText, Mail, Phone, Sparkles, Wrench, type LucideIcon } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { ButtonLink } from '@/web/components/button-link'
import { CheckList } from '@/web/components/content/check-list'
import { IconBadge } from '@/web/components/content/icon-badge'
import { IconText } from '@/web/components/content/icon-text'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { TakeAssessmentMarker } from './assessment-marker'

const nextSteps: { icon: LucideIcon; title: string; when: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'AI Analysis',
    when: 'Within the next 2 hours',
    text: 'Our AI reviews your answers against businesses like yours and finds your top 3 automation opportunities.',
  },
  {
    icon: FileText,
    title: 'Custom Strategy Report',
    when: 'Within 24 hours',
    text: 'Your personalized report lands in your inbox: where you lose leads and time today, and what to automate first.',
  },
  {
    icon: Wrench,
    title: 'Implementation Plan',
    when: 'With your report',
    text: 'A step-by-step plan with realistic costs ($500-2000 setup) and timeline (1-2 weeks), so you can decide with the numbers in hand.',
  },
]

const callAgenda = [
  'We walk through your assessment answers together',
  'Your top 3 automation opportunities, explained',
  'Honest costs, timeline and expected payback (usually 2-3 months)',
  'No pressure and no obligation',
]

const contactLinkClass = 'flex items-center gap-3 rounded-md text-ink-900 hover:text-brand-700'

export function ThankYou() {
  return (
    <div className="space-y-10">
      <TakeAssessmentMarker />
      <header className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent-600" />
        <h1 className="mt-4 text-h1 text-ink-900">Thank You! Assessment Received</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lead text-muted-foreground">
          Your personalized AI business assessment report will be in your inbox within 24 hours.
        </p>
      </header>

      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className="mb-4 text-h3 text-ink-900">
          What happens next
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {nextSteps.map(({ icon, title, when, text }, index) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <IconBadge icon={icon} />
                <span className="text-small font-medium text-brand-700">Step {index + 1}</span>
              </div>
              <h3 className="mt-3 font-semibold text-ink-900">{title}</h3>
              <p className="text-small font-medium text-accent-700">{when}</p>
              <p className="mt-2 text-small text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Card className="border-brand-200 bg-brand-50/60">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-h3">Want to Skip the Wait?</h2>
            </CardTitle>
            <CardDescription className="text-body text-ink-700">
              Book a free 30-minute call and get your results live, with time for your questions.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div>
              <h3 className="text-small font-semibold text-ink-900">What to expect on the call</h3>
              <CheckList points={callAgenda} icon={CheckCircle2} className="mt-2 space-y-2" itemClassName="flex gap-2 text-small text-ink-700" />
            </div>
            <Button asChild size="lg" className="w-full sm:w-auto">
              {/* A page load, not the router: with SCHEDULING_URL set the server sends /book on to the external scheduler. */}
              <a href={paths.book.path} target="_blank" rel="noopener noreferrer">
                <Calendar aria-hidden="true" />
                Schedule Your Call Now
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-h3">Questions in the meantime?</h2>
            </CardTitle>
            <CardDescription>We answer within one business day, usually much sooner.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <IconText href={site.phoneHref} icon={Phone} className={contactLinkClass} iconClassName="size-5 text-brand-700">
              {site.phone}
            </IconText>
            <IconText href={`mailto:${site.email}`} icon={Mail} className={contactLinkClass} iconClassName="size-5 text-brand-700">
              {site.email}
            </IconText>
          </CardContent>
        </Card>
      </div>

      <div className="text-center">
        <ButtonLink to={paths.home.path} icon={ArrowLeft} variant="outline">
          Return to Homepage
        </ButtonLink>
      </div>
    </div>
  )
}
