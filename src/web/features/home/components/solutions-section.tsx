import { Link } from 'react-router'
import { ArrowRight, ArrowUpRight, KeyRound, MonitorPlay, UtensilsCrossed, Workflow, type LucideIcon } from 'lucide-react'
import { paths } from '@/shared/paths'
import { CheckList } from '@/web/components/content/check-list'
import { IconBadge } from '@/web/components/content/icon-badge'
import { trades } from '../data/industries'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'

const verticals: { icon: LucideIcon; name: string; text: string; points: string[]; demo: { path: string; label: string } }[] = [
  {
    icon: KeyRound,
    name: 'Real estate agents',
    text: 'Every Zillow, Realtor.com and website lead gets a text in seconds, is qualified by budget and timeline, and lands in your CRM.',
    points: ['Instant reply to every portal lead', 'Showings booked on your calendar', 'Nurture e-mails for buyers who are not ready yet'],
    demo: { path: paths.realEstateDemo.path, label: 'Try the real-estate demo' },
  },
  {
    icon: UtensilsCrossed,
    name: 'Restaurants',
    text: 'Reservations confirmed, reviews answered and slow nights filled, while your staff looks after the guests in front of them.',
    points: ['Reservations and reminders handled by AI', 'A thoughtful reply to every review', 'Win-back offers for your regulars'],
    demo: { path: paths.restaurantDemo.path, label: 'Try the restaurant demo' },
  },
]

const liveDemos: { icon: LucideIcon; title: string; text: string; path: string }[] = [
  {
    icon: Workflow,
    title: 'Lead response, live',
    text: 'Watch a new lead get scored, answered and followed up in under 10 seconds.',
    path: paths.automationDemo.path,
  },
  {
    icon: MonitorPlay,
    title: 'A restaurant week, run by AI',
    text: 'Staff scheduling, inventory, bookings and customer messages on autopilot.',
    path: paths.clientDemo.path,
  },
]

/** SPEC §2 "industries": every vertical of SPEC §1, with the demos that show them at work. */
export function SolutionsSection() {
  return (
    <HomeSection id={sectionIds.solutions} labelledBy="solutions-title" className="bg-ink-50">
      <div className="container">
        <SectionHeading
          id="solutions-title"
          eyebrow="Solutions"
          title="Automations built for your line of work"
          description="Contractors, real-estate agents and restaurants across Kentucky use the same playbook, tuned to how their customers buy."
        />

        <h3 className="mt-12 text-small font-semibold tracking-wide text-ink-600 uppercase">Home services</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {trades.map(({ icon, name, example }) => (
            <li key={name} className="rounded-xl border border-ink-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md">
              <div className="flex items-center gap-3">
                <IconBadge icon={icon} className="flex" />
                <h4 className="font-semibold text-ink-900">{name}</h4>
              </div>
              <p className="mt-3 text-small text-ink-600">{example}</p>
            </li>
          ))}
        </ul>

        <h3 className="mt-12 text-small font-semibold tracking-wide text-ink-600 uppercase">Real estate & hospitality</h3>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {verticals.map(({ icon, name, text, points, demo }) => (
            <li key={name} className="flex flex-col rounded-xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-4">
                <IconBadge icon={icon} tone="solid" className="flex size-12 rounded-xl shadow-sm" iconClassName="size-6" />
                <h4 className="text-h3 text-ink-900">{name}</h4>
              </div>
              <p className="mt-4 text-ink-700">{text}</p>
              <CheckList points={points} className="mt-4 flex-1 space-y-2" />
              <Link
                to={demo.path}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {demo.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>

        <h3 className="mt-12 text-small font-semibold tracking-wide text-ink-600 uppercase">See the automation work</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {liveDemos.map(({ icon, title, text, path }) => (
            <li key={title}>
              <Link
                to={path}
                className="group flex h-full items-center gap-4 rounded-xl border border-brand-200 bg-gradient-to-r from-brand-50 to-white p-5 transition-colors hover:border-brand-400"
              >
                <IconBadge icon={icon} className="flex size-11 bg-white shadow-xs ring-1 ring-brand-100" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">{title}</span>
                  <span className="block text-small text-ink-600">{text}</span>
                </span>
                <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  )
}
