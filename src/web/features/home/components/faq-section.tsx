import { MessageCircleQuestion } from 'lucide-react'
import { site } from '@/shared/site'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion'
import { faqs } from '../data/faqs'
import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { SectionHeading } from './section-heading'
import { SectionLink } from './section-link'

/** SPEC §2: a single-open, collapsible accordion. */
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
        <Accordion type="single" collapsible className="rounded-xl border border-ink-200 bg-white px-5 shadow-sm sm:px-6">
          {faqs.map(({ question, answer }, index) => (
            <AccordionItem key={question} value={`faq-${index}`}>
              <AccordionTrigger className="py-5 text-body font-semibold text-ink-900">{question}</AccordionTrigger>
              <AccordionContent forceMount className="pb-5 text-body text-ink-700">
                {answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </HomeSection>
  )
}
