import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { Mail, MapPin, Phone } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { Logo } from '@/web/components/brand/logo'
import { IconText } from '@/web/components/content/icon-text'
import { cn } from '@/web/lib/utils'
import { sectionIds, type SectionId } from '../lib/sections'
import { SectionLink } from './section-link'

const linkClass = 'rounded-sm text-small text-ink-300 transition-colors hover:text-white'
const contactLinkClass = cn(linkClass, 'inline-flex items-center gap-2')

/**
 * A footer link: to a section of this page, to another page of the app (through the router), or
 * to a page the server answers itself (a page load: /book, which the server may send on to an
 * external scheduler).
 */
type FooterLinkItem = { label: string } & ({ section: SectionId } | { path: string } | { serverPath: string })

const columns: { title: string; links: FooterLinkItem[] }[] = [
  {
    title: 'On this page',
    links: [
      { label: 'Services', section: sectionIds.services },
      { label: 'Solutions', section: sectionIds.solutions },
      { label: 'ROI calculator', section: sectionIds.calculator },
      { label: 'How it works', section: sectionIds.process },
      { label: 'About', section: sectionIds.about },
      { label: 'FAQ', section: sectionIds.faq },
    ],
  },
  {
    title: 'Demos',
    links: [
      { label: 'Real-estate demo', path: paths.realEstateDemo.path },
      { label: 'Restaurant demo', path: paths.restaurantDemo.path },
      { label: 'Lead response demo', path: paths.automationDemo.path },
      { label: 'Live automation demo', path: paths.clientDemo.path },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Free assessment', path: paths.assessment.path },
      { label: 'Blog', path: paths.blog.path },
      { label: 'Contact', section: sectionIds.contact },
      { label: 'Book a call', serverPath: paths.book.path },
    ],
  },
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
              <IconText href={site.phoneHref} icon={Phone} className={contactLinkClass}>
                {site.phone}
              </IconText>
            </li>
            <li>
              <IconText href={`mailto:${site.email}`} icon={Mail} className={contactLinkClass}>
                {site.email}
              </IconText>
            </li>
            <IconText as="li" icon={MapPin} className="inline-flex items-center gap-2">
              {site.location}
            </IconText>
          </ul>
        </div>

        {columns.map(({ title, links }) => (
          <FooterColumn key={title} title={title} links={links} />
        ))}
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

function FooterColumn({ title, links }: { title: string; links: readonly FooterLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-small font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function FooterLink({ link }: { link: FooterLinkItem }) {
  if ('section' in link) {
    return (
      <SectionLink section={link.section} className={linkClass}>
        {link.label}
      </SectionLink>
    )
  }
  if ('path' in link) {
    return (
      <Link to={link.path} className={linkClass}>
        {link.label}
      </Link>
    )
  }
  return (
    <a href={link.serverPath} className={linkClass}>
      {link.label}
    </a>
  )
}
