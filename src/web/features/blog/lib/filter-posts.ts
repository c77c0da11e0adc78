import type { BlogCategoryFilter, BlogPost } from '@/shared/content/blog-posts'

/** The posts a category filter shows: all of them for 'All', else those of that category. */
export function filterPosts(posts: readonly BlogPost[], category: BlogCategoryFilter): BlogPost[] {
  return category === 'All' ? [...posts] : posts.filter((post) => post.category === category)
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * '2025-06-10' → 'June 10, 2025'. Formatted by hand rather than through Date, whose time zone
 * could move the day between the prerender and the visitor's browser.
 */
export function formatPostDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay)
  const month = match ? months[Number(match[2]) - 1] : undefined
  if (!match || !month) return isoDay
  return `${month} ${Number(match[3])}, ${match[1]}`
}
