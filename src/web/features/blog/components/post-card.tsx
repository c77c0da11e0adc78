import { Badge } from '@/web/components/ui/badge'
import type { BlogPost } from '@/shared/content/blog-posts'
import { PostIllustration } from './post-illustration'
import { PostMeta, PostTags } from './post-meta'

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostIllustration subject={post.image} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge variant="info">{post.category}</Badge>
        <h3 className="text-h3 text-ink-900">{post.title}</h3>
        <p className="flex-1 text-small text-ink-600">{post.excerpt}</p>
        <PostMeta post={post} />
        <PostTags tags={post.tags} />
      </div>
    </article>
  )
}
