import { describe, expect, it } from 'vitest'
import { researchIndustries } from '@/shared/research'
import { classifyOsmTags, industriesFor, industryProfile, industryProfiles } from './industries'

describe('the research industries table (OpenStreetMap tags)', () => {
  it('has a profile with tags, a Google query and three opportunities for every industry of the select', () => {
    expect(industryProfiles.map((profile) => profile.industry)).toEqual([...researchIndustries])
    for (const profile of industryProfiles) {
      expect(profile.osm.length).toBeGreaterThan(0)
      expect(profile.googleQuery).not.toBe('')
      expect(profile.opportunities).toHaveLength(3)
      expect(profile.painPoints.length).toBeGreaterThanOrEqual(3)
    }
  })

  it("maps restaurants, cafés and fast food to Restaurants", () => {
    for (const amenity of ['restaurant', 'cafe', 'fast_food']) {
      expect(classifyOsmTags({ amenity, name: 'Somewhere' })).toEqual({ industry: 'Restaurants', category: amenity })
    }
    expect(classifyOsmTags({ amenity: 'bench', name: 'A bench' })).toBeUndefined()
  })

  it('maps law, accounting, consulting and insurance offices to Professional Services', () => {
    for (const office of ['lawyer', 'accountant', 'consulting', 'insurance']) {
      expect(classifyOsmTags({ office, name: 'Firm' })?.industry).toBe('Professional Services')
    }
    expect(classifyOsmTags({ office: 'government', name: 'Agency' })).toBeUndefined()
  })

  it('maps warehouses, logistics and storage to Logistics Warehousing', () => {
    expect(classifyOsmTags({ industrial: 'warehouse', name: 'Depot' })?.industry).toBe('Logistics Warehousing')
    expect(classifyOsmTags({ industrial: 'logistics', name: 'Hub' })?.industry).toBe('Logistics Warehousing')
    expect(classifyOsmTags({ building: 'warehouse', name: 'Big Box' })?.industry).toBe('Logistics Warehousing')
    expect(classifyOsmTags({ shop: 'storage_rental', name: 'Lockers' })?.industry).toBe('Logistics Warehousing')
  })

  it('maps every other shop to Retail Ecommerce, but not tack shops, storage or empty units', () => {
    expect(classifyOsmTags({ shop: 'clothes', name: 'Threads' })).toEqual({ industry: 'Retail Ecommerce', category: 'clothes' })
    expect(classifyOsmTags({ shop: 'equestrian', name: 'Tack' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ shop: 'vacant', name: 'Former shop' })).toBeUndefined()
  })

  it('maps riding, tack, farriers, horse boarding, equine vets and named horse farms to Equine Industry', () => {
    expect(classifyOsmTags({ leisure: 'horse_riding', name: 'Academy' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ craft: 'farrier', name: 'Shoes' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ amenity: 'animal_boarding', animal_boarding: 'horse', name: 'Barn' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ amenity: 'animal_boarding', animal_boarding: 'dog', name: 'Kennel' })).toBeUndefined()
    expect(classifyOsmTags({ amenity: 'veterinary', name: 'Rood Equine Hospital' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ amenity: 'veterinary', name: 'Cat Clinic' })).toBeUndefined()
    expect(classifyOsmTags({ landuse: 'farmyard', name: 'Willow Thoroughbred Farm' })?.industry).toBe('Equine Industry')
    expect(classifyOsmTags({ landuse: 'farmyard', name: 'Corn Acres' })).toBeUndefined()
  })

  it('needs a name, and keeps to the industries asked for', () => {
    expect(classifyOsmTags({ amenity: 'restaurant' })).toBeUndefined()
    expect(classifyOsmTags({ amenity: 'restaurant', name: 'Diner' }, ['Retail Ecommerce'])).toBeUndefined()
  })

  it("reads 'All' as every industry, and refuses an unknown one", () => {
    expect(industriesFor('All')).toEqual([...researchIndustries])
    expect(industriesFor('Restaurants')).toEqual(['Restaurants'])
    expect(() => industriesFor('Mining')).toThrow(RangeError)
    expect(industryProfile('Restaurants').usualSize).toBe('10-25')
  })
})
