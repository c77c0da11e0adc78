import { ChevronDown, MessageCircleQuestion } from 'lucide-react'
import { site } from '@/shared/site'
import { cn } from '@/web/lib/utils'
import { faqs } from '@/shared/content/faqs'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'
import { SectionLink } from './section-link'

/**
 * SPEC §2: a single-open, collapsible accordion. Native `<details name>` elements: the browser
 * keeps one open and toggles it from the first paint, with no code (issue 11).
 */
export function FaqSection() {
  return (
    <HomeSection id={sectionIds.faq} labelledBy="faq-title">
      <div className="container grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading id="faq-title" align="left" eyebrow="FAQ" title="Questions, answered" description="The things every owner asks us before they start." />
          <div className="mt-8 rounded-xl border border-ink-200 bg-ink-50 p-6">
            <MessageCircleQuestion aria-hidden="true" className="size-6 text-brand-700" />
            <p className="mt-3 font-semibold text-ink-900">Still have a question?</p>
            <p className="mt-1 text-small text-ink-600">
              Call{' '}
              <a href={site.phoneHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {site.phone}
              </a>{' '}
              or{' '}
              <SectionLink section={sectionIds.contact} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                get in touch
              </SectionLink>
              . We respond within 24 hours.
            </p>
          </div>
        </div>
        <div className="rounded-xl border border-ink-200 bg-white px-5 shadow-sm sm:px-6">
          {faqs.map(({ question, answer }) => (
            <details key={question} name="faq" className="group border-b border-border last:border-b-0">
              <summary
                className={cn(
                  'flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-left text-body font-semibold text-ink-900',
                  'transition-colors hover:text-primary [&::-webkit-details-marker]:hidden',
                )}
              >
                {question}
                <ChevronDown aria-hidden="true" className="pointer-events-none mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" />
              </summary>
              <p className="pb-5 text-body text-ink-700">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </HomeSection>
  )
}
