import { researchLocations, type ResearchLocation } from '@/shared/research'

/**
 * Where each research location of SPEC §2 (the Location select) is, in ONE table. The three
 * cities are bounding boxes of their counties (Lexington is the Lexington-Fayette urban county,
 * Louisville the Louisville/Jefferson County metro, Frankfort the city itself): a box is the
 * cheapest query Overpass answers and does not depend on how a boundary relation is named. All
 * Kentucky is the state's boundary, found by its ISO code, since its box would take in parts of
 * seven other states. Google Places is restricted to the same box (the state's for Kentucky).
 */

export type BoundingBox = { south: number; west: number; north: number; east: number }

export type ResearchArea = {
  location: ResearchLocation
  /** The city a business is in when its address does not say; null for the whole state. */
  city: string | null
  /** How Overpass selects the area. */
  overpass: { kind: 'bbox'; box: BoundingBox } | { kind: 'area'; selector: string }
  /** Google Places' locationRestriction rectangle. */
  box: BoundingBox
}

const kentucky: BoundingBox = { south: 36.49, west: -89.58, north: 39.15, east: -81.96 }

/** A city: Overpass and Google Places both restricted to its county's box. */
const cityArea = (location: ResearchLocation, city: string, box: BoundingBox): ResearchArea => ({ location, city, overpass: { kind: 'bbox', box }, box })

const table: Record<ResearchLocation, ResearchArea> = {
  'Lexington, Kentucky': cityArea('Lexington, Kentucky', 'Lexington', { south: 37.89, west: -84.67, north: 38.21, east: -84.28 }),
  'Louisville, Kentucky': cityArea('Louisville, Kentucky', 'Louisville', { south: 37.99, west: -85.95, north: 38.38, east: -85.4 }),
  'Frankfort, Kentucky': cityArea('Frankfort, Kentucky', 'Frankfort', { south: 38.15, west: -84.93, north: 38.25, east: -84.79 }),
  'All Kentucky': {
    location: 'All Kentucky',
    city: null,
    overpass: { kind: 'area', selector: '["ISO3166-2"="US-KY"]["admin_level"="4"]' },
    box: kentucky,
  },
}

export function researchArea(location: string): ResearchArea {
  const known = researchLocations.find((candidate) => candidate === location)
  if (!known) throw new RangeError(`Not a research location: ${location}`)
  return table[known]
}

/**
 * A company's location as the list shows and filters it ('Lexington, Kentucky'): the city of its
 * address when the source gives one, else the city researched, else the state. Every research
 * location is in Kentucky, so every company found is too.
 */
export function companyLocation(city: string | null | undefined, area: ResearchArea): string {
  const named = city?.trim()
  if (named) return `${named}, Kentucky`
  return area.city ? `${area.city}, Kentucky` : 'Kentucky'
}
