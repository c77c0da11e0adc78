import { Star, TrendingUp } from 'lucide-react'
import { testimonials } from '../data/testimonials'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'
import { IconText } from '@/web/components/content/icon-text'

const avatarColours = ['bg-brand-100 text-brand-800', 'bg-accent-100 text-accent-800', 'bg-amber-100 text-amber-900', 'bg-rose-100 text-rose-900']

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
}

export function TestimonialsSection() {
  return (
    <HomeSection id={sectionIds.testimonials} labelledBy="testimonials-title" className="bg-ink-50">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Client stories"
          title="What Kentucky business owners say"
          description="Roofers, HVAC pros, agents and restaurateurs who stopped losing leads to voicemail."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {testimonials.map(({ quote, name, role, business, town, highlight }, index) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div role="img" aria-label="Rated 5 out of 5" className="flex gap-0.5">
                    {Array.from({ length: 5 }, (_, star) => (
                      <Star key={star} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                    ))}
                  </div>
                  <IconText icon={TrendingUp} className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800" iconClassName="size-3.5">
                    {highlight}
                  </IconText>
                </div>
                <blockquote className="mt-5 flex-1 text-body text-ink-800">“{quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
                  <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-full text-small font-semibold ${avatarColours[index % avatarColours.length]}`}>
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-900">{name}</span>
                    <span className="block text-small text-ink-600">
                      {role}, {business} · {town}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  )
}
