import { describe, expect, it } from 'vitest'
import { websiteHref, websiteLabel } from './research-company'

describe('research company website', () => {
  it('links http(s) sites, adding https:// to a bare host, and never another scheme', () => {
    expect(websiteHref('www.limestone-coffee.test')).toBe('https://www.limestone-coffee.test/')
    expect(websiteHref('https://paddock-grill.test/')).toBe('https://paddock-grill.test/')
    expect(websiteHref('http://old-site.test/menu')).toBe('http://old-site.test/menu')
    expect(websiteHref('javascript:alert(1)')).toBeUndefined()
    expect(websiteHref('not a url at all')).toBeUndefined()
  })

  it('shows the host and path without the scheme or a trailing slash', () => {
    expect(websiteLabel('https://paddock-grill.test/')).toBe('paddock-grill.test')
    expect(websiteLabel('www.limestone-coffee.test')).toBe('www.limestone-coffee.test')
  })
})
