import { describe, expect, it } from 'vitest'
import { appPaths } from '@/shared/paths'
import { robotsTxt, sitemapXml } from './seo'

describe('sitemap and robots', () => {
  it('lists every public page and no private one', () => {
    const xml = sitemapXml('https://example.test')
    for (const page of appPaths) {
      const loc = `<loc>${new URL(page.path, 'https://example.test').toString()}</loc>`
      if (page.visibility === 'public') expect(xml).toContain(loc)
      else expect(xml).not.toContain(loc)
    }
    expect(xml).toContain('<loc>https://example.test/</loc>')
    expect(xml).toContain('<loc>https://example.test/assessment/thank-you</loc>')
  })

  it('disallows /admin, /workflows and /automation, and names the sitemap', () => {
    const robots = robotsTxt('https://example.test')
    expect(robots).toContain('Disallow: /admin\n')
    expect(robots).toContain('Disallow: /workflows\n')
    expect(robots).toContain('Disallow: /automation\n')
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml')
  })

  it('keeps every private page under a disallowed prefix', () => {
    const robots = robotsTxt('https://example.test')
    for (const page of appPaths.filter((entry) => entry.visibility === 'private')) {
      expect(robots.split('\n').some((line) => line.startsWith('Disallow: ') && page.path.startsWith(line.slice(10)))).toBe(true)
    }
  })
})
