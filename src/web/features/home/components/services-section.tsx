import { Link } from 'react-router'
import { ArrowRight, CalendarCheck, Mail, Megaphone, PhoneCall, Search, Zap, type LucideIcon } from 'lucide-react'
import { paths } from '@/shared/paths'
import { CheckList } from '@/web/components/content/check-list'
import { FeatureCard } from '@/web/components/content/feature-card'
import { IconBadge } from '@/web/components/content/icon-badge'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'

const adServices: { icon: LucideIcon; title: string; channels: string; text: string; points: string[] }[] = [
  {
    icon: Megaphone,
    title: 'Paid social ads',
    channels: 'Facebook & Instagram',
    text: 'Scroll-stopping ads in front of homeowners and diners in your service area, with offers built to make the phone ring.',
    points: ['Targeting by ZIP code and radius', 'Ad copy and creative written for you', 'A monthly report in plain English'],
  },
  {
    icon: Search,
    title: 'Search & professional-network ads',
    channels: 'Google & LinkedIn',
    text: 'Show up the moment someone searches “roofer near me”, and reach property managers and business owners on LinkedIn.',
    points: ['Google Search and local ads', 'LinkedIn campaigns for commercial work', 'Every call and form tracked to its ad'],
  },
]

const leadResponseFeatures: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PhoneCall,
    title: '24/7 AI caller',
    text: 'A natural-sounding voice answers and returns calls at night, on weekends and on holidays, and qualifies every lead.',
  },
  {
    icon: Zap,
    title: 'Instant lead response',
    text: 'Every web form, Facebook lead and missed call gets a personal text and e-mail within seconds.',
  },
  {
    icon: CalendarCheck,
    title: 'Automated appointment booking',
    text: 'Leads pick a time that suits them and it lands on your calendar, with reminders so they show up.',
  },
  {
    icon: Mail,
    title: 'Follow-up emails',
    text: 'Quotes and no-shows get friendly follow-ups on schedule, so no lead goes cold while you are on a job.',
  },
]

export function ServicesSection() {
  return (
    <HomeSection id={sectionIds.services} labelledBy="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="Everything it takes to turn clicks into booked jobs"
          description="We bring you the leads, then make sure not one of them slips away."
        />

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {adServices.map(({ icon, title, channels, text, points }) => (
            <article key={title} className="flex flex-col rounded-xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8">
              <div className="flex items-center gap-4">
                <IconBadge icon={icon} className="flex size-12 rounded-xl ring-1 ring-brand-100" iconClassName="size-6" />
                <div>
                  <h3 className="text-h3 text-ink-900">{title}</h3>
                  <p className="text-small text-ink-600">{channels}</p>
                </div>
              </div>
              <p className="mt-4 text-body text-ink-700">{text}</p>
              <CheckList points={points} className="mt-5 space-y-2" />
            </article>
          ))}
        </div>

        <article className="relative isolate mt-6 overflow-hidden rounded-2xl bg-brand-950 p-6 text-white shadow-xl sm:p-10">
          <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-600/40 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-40 -left-24 -z-10 size-96 rounded-full bg-accent-500/20 blur-3xl" />
          <div className="grid items-center gap-10 lg:grid-cols-[0.85fr_1.15fr]">
            <div>
              <p className="inline-flex rounded-full bg-accent-400/15 px-3 py-1 text-xs font-semibold tracking-wide text-accent-200 uppercase ring-1 ring-accent-400/30">
                The part that pays for everything
              </p>
              <h3 className="mt-4 text-h2 text-white">AI lead response system</h3>
              <p className="mt-4 text-lead text-brand-100">
                Ads bring leads; speed wins them. Our AI answers every call, text and form in seconds, day or night, books
                the appointment and follows up until the customer is ready.
              </p>
              <Link
                to={paths.automationDemo.path}
                className="mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-accent-300 underline-offset-4 hover:underline"
              >
                Watch a lead get answered live
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {leadResponseFeatures.map((feature) => (
                <FeatureCard key={feature.title} {...feature} as="h4" tone="dark" className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10" />
              ))}
            </ul>
          </div>
        </article>
      </div>
    </HomeSection>
  )
}
