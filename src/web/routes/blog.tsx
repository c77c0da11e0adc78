import { MarketingLayout } from '@/web/components/layout/page-layout'
import { site } from '@/shared/site'
import { BlogCta } from '@/web/features/blog/components/blog-cta'
import { BlogIndexIsland } from '@/web/features/blog/components/blog-index'
import { FeaturedArticle } from '@/web/features/blog/components/featured-article'

/** SPEC §2 Blog: featured article, category filters, five article cards and a call to action. */
export default function BlogRoute() {
  return (
    <MarketingLayout mainClassName="bg-gradient-to-b from-brand-50 via-white to-ink-50">
      <div className="container space-y-12 py-12 sm:space-y-16 sm:py-16">
        <header className="max-w-3xl">
          <p className="text-small font-semibold tracking-wide text-brand-700 uppercase">The {site.name} blog</p>
          <h1 className="mt-3 text-h1 text-ink-900">AI and marketing insights for local businesses</h1>
          <p className="mt-4 text-lead text-ink-600">
            Guides, case studies and plain-English strategy for contractors, real-estate agents and restaurant owners who
            want more booked jobs with less busywork.
          </p>
        </header>
        <FeaturedArticle />
        <BlogIndexIsland />
        <BlogCta />
      </div>
    </MarketingLayout>
  )
}
