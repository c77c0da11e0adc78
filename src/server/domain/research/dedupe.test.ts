import { describe, expect, it } from 'vitest'
import { dedupeCandidates, keysOf, nameAddressKey, sameBusiness, selectBalanced, websiteKey } from './dedupe'
import { placeCandidate as place } from '../../../../tests/support/fixtures'

describe('dedupe keys', () => {
  it("keys a website by its host, lower-cased, without www", () => {
    expect(websiteKey('https://WWW.Paddock.test/menu?x=1')).toBe('paddock.test')
    expect(websiteKey('paddock.test')).toBe('paddock.test')
    expect(websiteKey('http://shop.paddock.test')).toBe('shop.paddock.test')
    expect(websiteKey('')).toBeNull()
    expect(websiteKey('localhost')).toBeNull()
  })

  it('does not key pages on hosts many businesses share', () => {
    expect(websiteKey('https://www.facebook.com/paddockgrill')).toBeNull()
    expect(websiteKey('https://paddock.business.site')).toBeNull()
  })

  it('keys name and street without case, accents or punctuation; none without a street', () => {
    expect(nameAddressKey("Joe's Café & Bar", '120 Main St.')).toBe('joe s cafe and bar|120 main st')
    expect(nameAddressKey('JOES CAFE AND BAR', '120  main st')).not.toBe(nameAddressKey("Joe's Café & Bar", '120 Main St.'))
    expect(nameAddressKey('Joe’s', null)).toBeNull()
  })

  it('recognises a business by any one key', () => {
    const a = keysOf(place({}))
    expect(sameBusiness(a, { sourceKey: 'osm:node/1', websiteKey: null, nameAddressKey: null })).toBe(true)
    expect(sameBusiness(a, keysOf(place({ sourceKey: 'osm:way/9' })))).toBe(true)
    expect(sameBusiness(a, keysOf(place({ sourceKey: 'osm:way/9', street: null })))).toBe(false)
    expect(sameBusiness(keysOf(place({ website: 'https://paddock.test' })), keysOf(place({ sourceKey: 'google:x', street: null, website: 'http://www.paddock.test/' })))).toBe(true)
  })
})

describe('dedupeCandidates', () => {
  it('keeps a business mapped twice once, with the richer record', () => {
    const point = place({ sourceKey: 'osm:node/1', phone: '859', email: 'a@b.test' })
    const building = place({ sourceKey: 'osm:way/2' })
    const other = place({ sourceKey: 'osm:node/3', name: 'Other', street: '5 Elm' })
    expect(dedupeCandidates([building, point, other])).toEqual([point, other])
  })
})

describe('selectBalanced', () => {
  it('takes the industries in turn up to the limit', () => {
    const shops = Array.from({ length: 5 }, (_, i) => place({ sourceKey: `s${i}`, industry: 'Retail Ecommerce' }))
    const diners = Array.from({ length: 2 }, (_, i) => place({ sourceKey: `d${i}` }))
    const chosen = selectBalanced([...shops, ...diners], ['Retail Ecommerce', 'Restaurants'], 5)
    expect(chosen.map((candidate) => candidate.sourceKey)).toEqual(['s0', 'd0', 's1', 'd1', 's2'])
    expect(selectBalanced(diners, ['Restaurants'], 10)).toHaveLength(2)
  })
})
