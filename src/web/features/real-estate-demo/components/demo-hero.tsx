import { Sparkles } from 'lucide-react'
import { realEstateClaims } from '../data/claims'
import { HeroLeadCard } from './hero-lead-card'

export function DemoHero() {
  return (
    <section aria-labelledby="real-estate-demo-title" className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container py-12 sm:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_24rem]">
          <div>
            <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800">
              <Sparkles aria-hidden="true" className="size-4" />
              Interactive demo · Real estate
            </p>
            <h1 id="real-estate-demo-title" className="max-w-3xl text-h1 text-ink-900">
              Your AI real estate assistant, working every lead while you show homes
            </h1>
            <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
              Capture website inquiries, reply in seconds, market every listing and book showings automatically. Try the
              lead form, browse the listings, then watch a lead go from inquiry to booked showing.
            </p>
          </div>
          {/* A sample of the result; on phones the claims below say the same in less room. */}
          <div className="hidden lg:block">
            <HeroLeadCard />
          </div>
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {realEstateClaims.map((claim) => (
            <div key={claim.label} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-xs">
              <dt className="text-small text-muted-foreground">{claim.label}</dt>
              <dd className="order-first text-h3 font-bold text-brand-700">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
