import { Clock, ShieldCheck } from 'lucide-react'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'
import { IconText } from '@/web/components/content/icon-text'

/** SPEC §2: the four-step process and its durations. */
const steps = [
  {
    title: 'Free consultation',
    duration: '30 min',
    text: 'A free 30-minute call about your leads, your calendar and where the hours slip away. You leave with ideas either way.',
  },
  {
    title: 'Custom setup',
    duration: '1-2 weeks',
    text: 'We build your ads, AI caller and automations around how you already work. Simple tasks take 2-3 days; complex builds up to a month.',
  },
  {
    title: 'Testing & training',
    duration: '2-3 days',
    text: 'We run every path with real scenarios and show your team how it all works, in plain English.',
  },
  {
    title: 'Launch & support',
    duration: 'Ongoing',
    text: 'We go live, watch the numbers with you and keep improving. Every question gets an answer within 24 hours.',
  },
]

export function ProcessSection() {
  return (
    <HomeSection id={sectionIds.process} labelledBy="process-title" className="bg-ink-50">
      <div className="container">
        <SectionHeading
          id="process-title"
          eyebrow="How it works"
          title="From first call to fully automated in four steps"
          description="No long projects and no jargon. Most businesses are live in 1-2 weeks."
        />
        <div className="relative mt-12">
          <div aria-hidden="true" className="absolute top-[2.9rem] right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-accent-400 lg:block" />
          <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, duration, text }, index) => (
            <li key={title} className="relative flex flex-col rounded-xl border border-ink-200 bg-white p-6 shadow-sm lg:mt-0">
              <div className="flex items-center justify-between gap-3">
                <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-lg font-bold text-white shadow-md ring-4 ring-ink-50">
                  {index + 1}
                </span>
                <IconText icon={Clock} className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800 ring-1 ring-accent-200" iconClassName="size-3.5">
                  {duration}
                </IconText>
              </div>
              <h3 className="mt-5 text-h3 text-ink-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-small text-ink-600">{text}</p>
            </li>
          ))}
          </ol>
        </div>
        <IconText as="p" icon={ShieldCheck} className="mt-10 flex items-center justify-center gap-2 text-center text-small font-medium text-ink-700" iconClassName="size-5 shrink-0 text-accent-600">
          Every setup is backed by our 30-day satisfaction guarantee.
        </IconText>
      </div>
    </HomeSection>
  )
}
