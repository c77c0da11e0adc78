import { CircleCheck, CircleX, type LucideIcon } from 'lucide-react'
import { site } from '@/shared/site'
import { CheckList } from '@/web/components/content/check-list'
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

/** Each side of the comparison: its card, its heading, and how its points and their icons read. */
const sides = {
  before: {
    card: 'rounded-2xl border border-ink-200 bg-ink-50 p-6 sm:p-8',
    title: 'text-h3 text-ink-700',
    point: 'flex items-start gap-3 text-ink-700',
    icon: 'mt-0.5 size-5 shrink-0 text-red-700',
  },
  after: {
    card: 'relative rounded-2xl border border-brand-200 bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:p-8',
    title: 'text-h3 text-brand-800',
    point: 'flex items-start gap-3 font-medium text-ink-900',
    icon: 'mt-0.5 size-5 shrink-0 text-accent-600',
  },
} as const

/** One column of the comparison: every row's `before` (the old way) or `after` (with us). */
function ComparisonColumn({ side, title, icon }: { side: keyof typeof sides; title: string; icon: LucideIcon }) {
  const style = sides[side]
  return (
    <div className={style.card}>
      <h3 className={style.title}>{title}</h3>
      <CheckList points={comparison.map((row) => row[side])} icon={icon} className="mt-6 space-y-4" itemClassName={style.point} iconClassName={style.icon} />
    </div>
  )
}

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
          <ComparisonColumn side="before" title="The old way" icon={CircleX} />
          <ComparisonColumn side="after" title={`With ${site.name}`} icon={CircleCheck} />
        </div>
      </div>
    </HomeSection>
  )
}
