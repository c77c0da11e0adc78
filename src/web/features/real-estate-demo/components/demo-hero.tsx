import { Sparkles } from 'lucide-react'
import { StatList } from '@/web/components/content/stat-list'
import { PageHero } from '@/web/components/page-hero'
import { realEstateClaims } from '../data/claims'
import { HeroLeadCard } from './hero-lead-card'

export function DemoHero() {
  return (
    <PageHero
      titleId="real-estate-demo-title"
      eyebrow="Interactive demo · Real estate"
      eyebrowIcon={Sparkles}
      title="Your AI real estate assistant, working every lead while you show homes"
      lead="Capture website inquiries, reply in seconds, market every listing and book showings automatically. Try the lead form, browse the listings, then watch a lead go from inquiry to booked showing."
      aside={
        // A sample of the result; on phones the claims below say the same in less room.
        <div className="hidden lg:block">
          <HeroLeadCard />
        </div>
      }
    >
      <StatList stats={realEstateClaims} className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4" />
    </PageHero>
  )
}
