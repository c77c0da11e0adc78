import { BadgeDollarSign, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react'
import { site } from '@/shared/site'
import { IconText } from '@/web/components/content/icon-text'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'

const founderInitials = site.founder.name
  .split(/\s+/)
  .map((part) => part[0])
  .join('')
  .slice(0, 2)
  .toUpperCase()

const promises: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MapPin, title: 'Local and reachable', text: `We are based in ${site.location}. Call us, or meet us for coffee.` },
  { icon: BadgeDollarSign, title: 'Plain-English pricing', text: 'A one-time setup of $500-2000, agreed before we start. No surprises.' },
  { icon: ShieldCheck, title: 'Guaranteed', text: 'Not happy in the first 30 days? Our 30-day satisfaction guarantee has you covered.' },
]

export function AboutSection() {
  return (
    <HomeSection id={sectionIds.about} labelledBy="about-title">
      <div className="container grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div className="lg:order-2">
          <SectionHeading
            id="about-title"
            align="left"
            eyebrow="About us"
            title="Built in Kentucky, for the businesses that keep it running"
          />
          <div className="mt-6 space-y-4 text-body text-ink-700">
            <p>
              {site.founder.name} started {site.name} after years of watching great local contractors lose jobs, not to
              better work, but to faster answers. The big-city agencies were too expensive and too slow; the software was
              built for companies with a marketing department.
            </p>
            <p>
              So we do it for you: the ads that bring the leads and the AI that answers them, set up in 1-2 weeks and
              explained without jargon. You run your business; we make sure the phone never goes unanswered.
            </p>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-ink-900">{title}</h3>
                <p className="mt-1 text-small text-ink-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>

        <figure className="relative isolate mx-auto w-full max-w-md overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-8 text-white shadow-xl lg:order-1 lg:max-w-none lg:p-10">
          <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent-400/25 blur-3xl" />
          <svg aria-hidden="true" viewBox="0 0 200 60" className="absolute right-0 bottom-0 -z-10 w-full text-white/10" preserveAspectRatio="none">
            <path d="M0 60 C 30 30, 60 40, 90 25 S 150 10, 200 20 L 200 60 Z" fill="currentColor" />
          </svg>
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-white/15 text-2xl font-bold ring-4 ring-white/20">
              {founderInitials}
            </span>
            <div>
              <p className="text-h3 text-white">{site.founder.name}</p>
              <p className="text-small text-brand-100">{site.founder.title}</p>
              <IconText as="p" icon={MapPin} className="mt-1 inline-flex items-center gap-1 text-xs text-brand-100" iconClassName="size-3.5">
                {site.location}
              </IconText>
            </div>
          </div>
          <blockquote className="mt-8 text-lead text-white">
            “Most local businesses do not have a marketing problem. They have a speed problem. Answer every lead in seconds
            and the marketing starts paying for itself.”
          </blockquote>
          <figcaption className="mt-4 text-small text-brand-100">
            {site.founder.name}, {site.founder.title}
          </figcaption>
        </figure>
      </div>
    </HomeSection>
  )
}
