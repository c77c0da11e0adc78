import { Link } from 'react-router'
import { CalendarDays, Clock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { IconText } from '@/web/components/content/icon-text'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'

const iconClassName = 'size-5 shrink-0 text-accent-300'
const linkClass = 'flex items-center gap-3 rounded-md font-medium text-white underline-offset-4 hover:underline'
const noteClass = 'flex items-center gap-3 text-brand-100'

export function ContactSection() {
  return (
    <HomeSection id={sectionIds.contact} labelledBy="contact-title" className="pt-0 sm:pt-0">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-white shadow-2xl shadow-brand-950/30 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -top-32 -right-32 -z-10 size-[28rem] rounded-full bg-accent-400/20 blur-3xl" />
          <div aria-hidden="true" className="absolute -bottom-40 -left-20 -z-10 size-96 rounded-full bg-brand-400/30 blur-3xl" />
          <div className="grid items-center gap-10 lg:grid-cols-[1.25fr_0.75fr] lg:gap-16">
            <div>
              <p className="text-small font-semibold tracking-wide text-accent-300 uppercase">Get started</p>
              <h2 id="contact-title" className="mt-3 text-h1 text-white">
                Ready to answer every lead in seconds?
              </h2>
              <p className="mt-5 max-w-2xl text-lead text-brand-100">
                Take the free assessment (it takes under 2 minutes) and get a personalized automation plan within 24 hours.
                Prefer to talk first? Book a free 30-minute consultation.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ArrowButton size="lg" className="bg-white text-brand-800 shadow-lg hover:bg-brand-50">
                  <Link to={paths.assessment.path}>Start my free assessment</Link>
                </ArrowButton>
                <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
                  {/* A page load, not the router: with SCHEDULING_URL set the server sends /book on to the external scheduler. */}
                  <a href={paths.book.path}>
                    <CalendarDays aria-hidden="true" />
                    Book a free 30-minute call
                  </a>
                </Button>
              </div>
              <IconText as="p" icon={ShieldCheck} className="mt-6 flex items-center gap-2 text-small text-brand-100" iconClassName={iconClassName}>
                30-day satisfaction guarantee on every setup.
              </IconText>
            </div>

            <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
              <h3 className="text-h3 text-white">Talk to a person</h3>
              <ul className="mt-5 space-y-4">
                <li>
                  <IconText href={site.phoneHref} icon={Phone} className={linkClass} iconClassName={iconClassName}>
                    {site.phone}
                  </IconText>
                </li>
                <li>
                  <IconText href={`mailto:${site.email}`} icon={Mail} className={cn(linkClass, 'break-all')} iconClassName={iconClassName}>
                    {site.email}
                  </IconText>
                </li>
                <IconText as="li" icon={MapPin} className={noteClass} iconClassName={iconClassName}>
                  {site.location}
                </IconText>
                <IconText as="li" icon={Clock} className={noteClass} iconClassName={iconClassName}>
                  We respond within 24 hours
                </IconText>
              </ul>
            </div>
          </div>
        </div>
      </div>
    </HomeSection>
  )
}
