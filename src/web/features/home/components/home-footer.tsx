import { useSyncExternalStore, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { Logo } from '@/web/components/brand/logo'
import { cn } from '@/web/lib/utils'
import { sectionIds } from '../lib/sections'
import { SectionLink } from './section-link'

const linkClass = 'rounded-sm text-small text-ink-300 transition-colors hover:text-white'

const demoLinks = [
  { label: 'Real-estate demo', path: paths.realEstateDemo.path },
  { label: 'Restaurant demo', path: paths.restaurantDemo.path },
  { label: 'Lead response demo', path: paths.automationDemo.path },
  { label: 'Live automation demo', path: paths.clientDemo.path },
]

const sectionLinks = [
  { label: 'Services', id: sectionIds.services },
  { label: 'Solutions', id: sectionIds.solutions },
  { label: 'ROI calculator', id: sectionIds.calculator },
  { label: 'How it works', id: sectionIds.process },
  { label: 'About', id: sectionIds.about },
  { label: 'FAQ', id: sectionIds.faq },
]

const neverChanges = () => () => {}

/**
 * The home page's footer. The year is read in the browser (the prerendered markup has none, so
 * it never goes stale); hydration starts from the server's null, then shows the year.
 */
export function HomeFooter() {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  )

  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <Logo className="text-white" />
          <p className="mt-4 max-w-xs text-small text-ink-300">
            {site.tagline}: paid ads and an AI lead response system for contractors, real-estate agents and restaurants.
          </p>
          <ul className="mt-6 space-y-2 text-small">
            <li>
              <a href={site.phoneHref} className={cn(linkClass, 'inline-flex items-center gap-2')}>
                <Phone aria-hidden="true" className="size-4" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={cn(linkClass, 'inline-flex items-center gap-2')}>
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {site.location}
            </li>
          </ul>
        </div>

        <FooterColumn title="On this page">
          {sectionLinks.map(({ label, id }) => (
            <li key={id}>
              <SectionLink section={id} className={linkClass}>
                {label}
              </SectionLink>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Demos">
          {demoLinks.map(({ label, path }) => (
            <li key={path}>
              <Link to={path} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Company">
          <li>
            <Link to={paths.assessment.path} className={linkClass}>
              Free assessment
            </Link>
          </li>
          <li>
            <Link to={paths.blog.path} className={linkClass}>
              Blog
            </Link>
          </li>
          <li>
            <SectionLink section={sectionIds.contact} className={linkClass}>
              Contact
            </SectionLink>
          </li>
          <li>
            <a href={site.schedulingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Book a call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-2 py-6 text-small text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year ?? ''} {site.legalName}. All rights reserved.
          </p>
          <p>Made in {site.location}.</p>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-small font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </nav>
  )
}
