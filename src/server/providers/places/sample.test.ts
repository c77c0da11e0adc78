import { describe, expect, it } from 'vitest'
import { researchIndustries } from '@/shared/research'
import { isUnreachable } from './http'
import { sampleBusinesses } from './sample-businesses'
import { createSamplePlaces, sampleSourceName } from './sample'

describe('the offline sample set', () => {
  it('has a dozen fictional Kentucky businesses per industry, on reserved domains and 555-01xx numbers', () => {
    for (const industry of researchIndustries) expect(sampleBusinesses.filter((business) => business.industry === industry)).toHaveLength(12)
    expect(new Set(sampleBusinesses.map((business) => business.slug)).size).toBe(sampleBusinesses.length)
    for (const business of sampleBusinesses) {
      if (business.phone) expect(business.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
    }
  })

  it('answers the location and industries asked, every candidate marked sample', async () => {
    const places = createSamplePlaces()
    expect(places.sourceName).toBe(sampleSourceName)
    const lexington = await places.search({ location: 'Lexington, Kentucky', industries: ['Restaurants'], limit: 25 })
    expect(lexington.ok && lexington.value.length).toBe(6)
    const all = await places.search({ location: 'All Kentucky', industries: [...researchIndustries], limit: 25 })
    if (!all.ok) throw new Error('the sample set failed')
    expect(all.value).toHaveLength(60)
    for (const candidate of all.value) {
      expect(candidate.sample).toBe(true)
      expect(candidate.sourceKey).toMatch(/^sample:/)
      if (candidate.website) expect(new URL(candidate.website).hostname.endsWith('.example')).toBe(true)
      if (candidate.email) expect(candidate.email.endsWith('.example')).toBe(true)
    }
  })
})

describe('an unreachable places source', () => {
  const system = (code: string) => Object.assign(new Error(code), { code })
  it('is a DNS failure, a refused connection or no route; not a reset or a timeout', () => {
    expect(isUnreachable(new TypeError('fetch failed', { cause: system('ECONNREFUSED') }))).toBe(true)
    expect(isUnreachable(new TypeError('fetch failed', { cause: system('ENOTFOUND') }))).toBe(true)
    expect(isUnreachable(new TypeError('fetch failed', { cause: new AggregateError([system('ECONNREFUSED'), system('ENETUNREACH')]) }))).toBe(true)
    expect(isUnreachable(new TypeError('fetch failed', { cause: system('ECONNRESET') }))).toBe(false)
    expect(isUnreachable(new TypeError('fetch failed', { cause: system('UND_ERR_CONNECT_TIMEOUT') }))).toBe(false)
    expect(isUnreachable(new Error('no code'))).toBe(false)
  })
})
