import { CircleCheck, CircleX } from 'lucide-react'
import { site } from '@/shared/site'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'

const comparison: { before: string; after: string }[] = [
  { before: 'Calls after 5 PM go to voicemail', after: 'A 24/7 AI caller answers every call' },
  { before: 'Web leads wait hours for a reply', after: 'Every lead gets a reply in seconds' },
  { before: 'Appointments booked through phone tag', after: 'Appointments land on your calendar automatically' },
  { before: 'Follow-ups forgotten when it gets busy', after: 'Follow-up e-mails go out on schedule' },
  { before: 'Big agency retainers and vague reports', after: 'A one-time $500-2000 setup that pays back in 2-3 months' },
  { before: 'Months before anything changes', after: 'Live in 1-2 weeks, with a 30-day satisfaction guarantee' },
]

export function WhySwitchingSection() {
  return (
    <HomeSection id={sectionIds.whySwitching} labelledBy="why-switching-title">
      <div className="container">
        <SectionHeading
          id="why-switching-title"
          eyebrow="Why switch"
          title="Why local businesses are switching to AI"
          description="Your customers expect an answer now. When you are on a roof or in a kitchen, AI makes sure they get one."
        />
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-ink-200 bg-ink-50 p-6 sm:p-8">
            <h3 className="text-h3 text-ink-700">The old way</h3>
            <ul className="mt-6 space-y-4">
              {comparison.map(({ before }) => (
                <li key={before} className="flex items-start gap-3 text-ink-700">
                  <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                  {before}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative rounded-2xl border border-brand-200 bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:p-8">
            <h3 className="text-h3 text-brand-800">With {site.name}</h3>
            <ul className="mt-6 space-y-4">
              {comparison.map(({ after }) => (
                <li key={after} className="flex items-start gap-3 font-medium text-ink-900">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {after}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </HomeSection>
  )
}
