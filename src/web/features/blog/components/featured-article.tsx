import { Sparkles } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { featuredPost } from '@/shared/content/blog-posts'
import { PostIllustration } from './post-illustration'
import { PostMeta, PostTags } from './post-meta'

/** SPEC §2: the featured article. Like the cards, it opens nothing (SPEC leaves clicks inert). */
export function FeaturedArticle() {
  const post = featuredPost
  return (
    <section aria-labelledby="featured-title">
      <article className="grid overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-lg shadow-brand-950/5 lg:grid-cols-[0.9fr_1.1fr]">
        <PostIllustration subject={post.image} size="featured" />
        <div className="flex flex-col gap-4 p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className="gap-1.5 bg-accent-700">
              <Sparkles aria-hidden="true" />
              Featured
            </Badge>
            <Badge variant="info">{post.category}</Badge>
          </div>
          <h2 id="featured-title" className="text-h2 text-ink-900">
            {post.title}
          </h2>
          <p className="text-lead text-ink-600">{post.excerpt}</p>
          <PostMeta post={post} />
          <PostTags tags={post.tags} />
        </div>
      </article>
    </section>
  )
}
