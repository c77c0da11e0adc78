import { describe, expect, it } from 'vitest'
import { blogCategories, featuredPost, posts, postSubjects } from '@/shared/content/blog-posts'
import { filterPosts, formatPostDate } from './filter-posts'

describe('blog filters', () => {
  it('offers the seven categories of SPEC, in order', () => {
    expect(blogCategories).toEqual(['All', 'Business Strategy', 'Case Study', 'Guide', 'Strategy', 'Security', 'Finance'])
  })

  it('has five article cards besides the featured article', () => {
    expect(posts).toHaveLength(5)
    expect(posts.map((post) => post.id)).not.toContain(featuredPost.id)
    expect(new Set([featuredPost, ...posts].map((post) => post.id)).size).toBe(6)
  })

  it("shows every card for 'All'", () => {
    expect(filterPosts(posts, 'All')).toEqual(posts)
  })

  it('shows only the cards of the chosen category', () => {
    for (const category of blogCategories.slice(1)) {
      const shown = filterPosts(posts, category)
      expect(shown.every((post) => post.category === category)).toBe(true)
      expect(shown).toHaveLength(posts.filter((post) => post.category === category).length)
    }
    expect(filterPosts(posts, 'Guide').map((post) => post.id)).toEqual([4])
  })

  it('shows nothing for a category without articles', () => {
    expect(filterPosts(posts, 'Strategy')).toEqual([])
  })

  it('keeps the order of the list and does not hand back the list itself', () => {
    const all = filterPosts(posts, 'All')
    expect(all).not.toBe(posts)
    expect(all.map((post) => post.id)).toEqual([2, 3, 4, 5, 6])
  })

  it('gives every post a picture of its own, tags and a fixed date', () => {
    const all = [featuredPost, ...posts]
    expect(new Set(all.map((post) => post.image)).size).toBe(all.length)
    for (const post of all) {
      expect(postSubjects).toContain(post.image)
      expect(post.tags.length).toBeGreaterThan(0)
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

describe('post dates', () => {
  it('prints an ISO day the same way everywhere', () => {
    expect(formatPostDate('2025-06-10')).toBe('June 10, 2025')
    expect(formatPostDate('2025-12-01')).toBe('December 1, 2025')
  })

  it('passes through anything that is not an ISO day', () => {
    expect(formatPostDate('soon')).toBe('soon')
    expect(formatPostDate('2025-13-01')).toBe('2025-13-01')
  })
})
