import { useState } from 'react'
import { Inbox } from 'lucide-react'
import { island } from '@/web/components/island'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { blogCategories, posts, type BlogCategoryFilter } from '@/shared/content/blog-posts'
import { filterPosts } from '../lib/filter-posts'
import { PostCard } from './post-card'

/** SPEC §2: the category filter row and the grid of article cards; the filters filter the cards. */
export function BlogIndex() {
  const [category, setCategory] = useState<BlogCategoryFilter>('All')
  const shown = filterPosts(posts, category)
  const summary =
    shown.length === 0
      ? `No articles in ${category} yet.`
      : `Showing ${shown.length} ${shown.length === 1 ? 'article' : 'articles'}${category === 'All' ? '' : ` in ${category}`}.`

  return (
    <section aria-labelledby="latest-title" className="space-y-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="latest-title" className="text-h2 text-ink-900">
          Latest articles
        </h2>
        <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
          {blogCategories.map((name) => {
            const active = name === category
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => setCategory(name)}
                className={cn(
                  'cursor-pointer rounded-full border px-4 py-2 text-small font-medium transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                    : 'border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {name}
              </button>
            )
          })}
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {summary}
      </p>

      {shown.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6" data-slot="post-grid">
          {shown.map((post, index) => (
            // Three to a row; when two would be left over, the first row holds two wide cards.
            <li key={post.id} className={shown.length % 3 === 2 && index < 2 ? 'lg:col-span-3' : 'lg:col-span-2'}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center" data-slot="post-empty">
          <Inbox aria-hidden="true" className="size-10 text-ink-400" />
          <p className="mt-4 text-h3 text-ink-900">No {category} articles yet</p>
          <p className="mt-2 max-w-md text-small text-ink-600">We publish new guides every month. In the meantime, browse everything we have written.</p>
          <Button type="button" variant="outline" className="mt-6" onClick={() => setCategory('All')}>
            Show all articles
          </Button>
        </div>
      )}
    </section>
  )
}

/** The filters and the cards, the blog's one island (decision 049). */
export const BlogIndexIsland = island('blog-index', BlogIndex)
