import { describe, expect, it } from 'vitest'
import { researchArea } from './locations'
import { buildOverpassQuery, candidateFromOsm, normaliseEmail, normaliseWebsite, osmConditions } from './overpass'
import { placeCandidate } from '../../../../tests/support/fixtures'

describe('the Overpass query', () => {
  it('asks for JSON with its own timeout, within the bounding box of the city, at most `limit` elements', () => {
    const query = buildOverpassQuery({ area: researchArea('Lexington, Kentucky'), industries: ['Restaurants'], limit: 100, timeoutSeconds: 24 })
    expect(query).toBe(
      [
        '[out:json][timeout:24];',
        '(',
        '  nwr["amenity"~"^(restaurant|cafe|fast_food)$"]["name"](37.89,-84.67,38.21,-84.28);',
        ');',
        'out tags center 100;',
      ].join('\n'),
    )
  })

  it('finds all of Kentucky by its ISO code, and unions every industry for All', () => {
    const query = buildOverpassQuery({
      area: researchArea('All Kentucky'),
      industries: ['Professional Services', 'Logistics Warehousing', 'Retail Ecommerce', 'Equine Industry', 'Restaurants'],
      limit: 40,
      timeoutSeconds: 0.2,
    })
    expect(query.startsWith('[out:json][timeout:1];\narea["ISO3166-2"="US-KY"]["admin_level"="4"]->.searchArea;\n(')).toBe(true)
    expect(query).toContain('nwr["shop"]["shop"!~"^(equestrian|storage_rental|vacant)$"]["name"](area.searchArea);')
    expect(query).toContain('nwr["amenity"="animal_boarding"]["animal_boarding"="horse"]["name"](area.searchArea);')
    expect(query).toContain('nwr["amenity"="veterinary"]["name"]["name"~"equine|horse",i](area.searchArea);')
    expect(query).toContain('nwr["industrial"~"^(warehouse|logistics)$"]["name"](area.searchArea);')
    expect(query.match(/^ {2}nwr/gm)).toHaveLength(13)
  })

  it('quotes what it writes', () => {
    expect(osmConditions({ key: 'na"me', values: ['a.b'] })).toBe('["na\\"me"="a.b"]["name"]')
    expect(osmConditions({ key: 'office', values: ['a.b', 'c'] })).toBe('["office"~"^(a\\\\.b|c)$"]["name"]')
  })
})

describe('an Overpass element as a candidate', () => {
  it('reads the name, address, website, e-mail, phone and brand from the tags', () => {
    const candidate = candidateFromOsm(
      {
        type: 'node',
        id: 42,
        tags: {
          amenity: 'restaurant',
          name: ' Paddock Grill ',
          'addr:housenumber': '101',
          'addr:street': 'West Main Street',
          'addr:city': 'Lexington',
          'contact:website': 'paddock.test',
          email: 'a@paddock.test;b@paddock.test',
          phone: '+1 859-555-0101',
          brand: 'Paddock',
        },
      },
      ['Restaurants'],
    )
    expect(candidate).toEqual(
      placeCandidate({
        sourceKey: 'osm:node/42',
        name: 'Paddock Grill',
        street: '101 West Main Street',
        city: 'Lexington',
        website: 'https://paddock.test/',
        email: 'a@paddock.test',
        phone: '+1 859-555-0101',
        brand: 'Paddock',
      }),
    )
  })

  it('skips nameless elements and those of other industries', () => {
    expect(candidateFromOsm({ type: 'node', id: 1, tags: { amenity: 'restaurant' } }, ['Restaurants'])).toBeUndefined()
    expect(candidateFromOsm({ type: 'way', id: 2, tags: { shop: 'books', name: 'Books' } }, ['Restaurants'])).toBeUndefined()
    expect(candidateFromOsm({ type: 'node', id: 3 }, ['Restaurants'])).toBeUndefined()
  })

  it('keeps only usable websites and e-mail addresses', () => {
    expect(normaliseWebsite('www.example.com')).toBe('https://www.example.com/')
    expect(normaliseWebsite('http://example.com/menu')).toBe('http://example.com/menu')
    expect(normaliseWebsite('not a site')).toBeNull()
    expect(normaliseWebsite('')).toBeNull()
    expect(normaliseEmail('mailto:Info@Example.com')).toBe('Info@Example.com')
    expect(normaliseEmail('call us')).toBeNull()
  })
})
