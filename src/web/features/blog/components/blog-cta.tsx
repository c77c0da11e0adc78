import { Link } from 'react-router'
import { Calculator } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { ArrowButton } from '@/web/components/content/arrow-button'

/** SPEC §2: the call to action, linking to the home page's contact section and ROI calculator. */
export function BlogCta() {
  return (
    <section
      aria-labelledby="blog-cta-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-accent-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-brand-400/30 blur-3xl" />
      <h2 id="blog-cta-title" className="mx-auto max-w-2xl text-h2 text-white">
        Ready to stop losing leads to slow replies?
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lead text-brand-100">
        See what answering every lead in seconds is worth to you, or talk it through on a free 30-minute consultation.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ArrowButton size="lg" className="bg-white text-brand-800 shadow-lg hover:bg-brand-50">
          <Link to={`${paths.home.path}#contact`}>Book a free consultation</Link>
        </ArrowButton>
        <ButtonLink to={`${paths.home.path}#calculator`} icon={Calculator} size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
          Calculate your ROI
        </ButtonLink>
      </div>
    </section>
  )
}
