import { Link } from 'react-router'
import { Calculator, CircleCheck } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { CheckList } from '@/web/components/content/check-list'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { sectionIds } from '../lib/sections'
import { LeadResponseCard } from './lead-response-card'
import { SectionLink } from './section-link'

const reassurances = ['Assessment takes under 2 minutes', 'Free 30-minute consultation', '30-day satisfaction guarantee']

const highlights = [
  { value: '24/7', label: 'AI caller answers every call' },
  { value: '$500-2000', label: 'One-time setup' },
  { value: '1-2 weeks', label: 'From first call to launch' },
  { value: '2-3 months', label: 'Typical payback' },
]

export function HeroSection() {
  return (
    <section id={sectionIds.top} aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_80%_60%_at_50%_0%,black,transparent)] bg-[size:24px_24px]"
      />
      <div aria-hidden="true" className="absolute -top-48 -right-40 -z-10 size-[36rem] rounded-full bg-brand-300/30 blur-3xl" />
      <div aria-hidden="true" className="absolute top-72 -left-56 -z-10 size-[30rem] rounded-full bg-accent-200/40 blur-3xl" />

      <div className="container grid items-center gap-12 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-small font-medium text-brand-800 shadow-xs">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent-400 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2 rounded-full bg-accent-500" />
            </span>
            AI marketing & automation · {site.location}
          </p>
          <h1 id="hero-title" className="mt-6 text-display text-ink-900">
            Every lead answered in <span className="text-brand-700">seconds.</span>{' '}
            <span className="sm:block">Every job booked.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lead text-ink-600">
            {site.name} runs your Facebook, Instagram, Google and LinkedIn ads, then an AI lead response system calls back,
            books the appointment and follows up, 24/7. Built for contractors, real-estate agents and restaurants who are
            tired of losing jobs to whoever answered first.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ArrowButton size="lg" className="shadow-md shadow-brand-700/20">
              <Link to={paths.assessment.path}>Get your free assessment</Link>
            </ArrowButton>
            <Button asChild size="lg" variant="outline">
              <SectionLink section={sectionIds.calculator}>
                <Calculator aria-hidden="true" />
                Calculate your ROI
              </SectionLink>
            </Button>
          </div>
          <CheckList
            points={reassurances}
            icon={CircleCheck}
            className="mt-8 flex flex-col gap-2 text-small text-ink-700 sm:flex-row sm:flex-wrap sm:gap-x-6"
            itemClassName="flex items-center gap-2"
            iconClassName="size-4 text-accent-600"
          />
        </div>
        <LeadResponseCard />
      </div>

      <div className="container pb-4 sm:pb-8">
        <dl className="grid grid-cols-2 overflow-hidden rounded-2xl border border-ink-200 bg-white/80 shadow-sm backdrop-blur lg:grid-cols-4">
          {highlights.map(({ value, label }, index) => (
            <div
              key={label}
              className={cn(
                'flex flex-col-reverse justify-end gap-1 p-5 sm:p-6',
                index % 2 === 1 && 'border-l border-ink-200',
                index >= 2 && 'border-t border-ink-200 lg:border-t-0 lg:border-l',
              )}
            >
              <dt className="text-small text-ink-600">{label}</dt>
              <dd className="text-h3 font-bold tracking-tight text-ink-900 sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
