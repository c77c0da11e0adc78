import { CalendarDays, Clock } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import type { BlogPost } from '@/shared/content/blog-posts'
import { formatPostDate } from '../lib/filter-posts'

export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-small text-ink-600">
      <IconText icon={CalendarDays}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </IconText>
      <IconText icon={Clock}>{post.readTime}</IconText>
    </p>
  )
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
          #{tag}
        </li>
      ))}
    </ul>
  )
}
