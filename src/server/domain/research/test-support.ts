import type { PlaceCandidate } from './place'

/** A place found by research: Paddock Grill on Main Street in Lexington, with `overrides`. */
export function placeCandidate(overrides: Partial<PlaceCandidate> = {}): PlaceCandidate {
  return {
    sourceKey: 'osm:node/1',
    name: 'Paddock Grill',
    industry: 'Restaurants',
    category: 'restaurant',
    street: '101 West Main Street',
    city: 'Lexington',
    website: null,
    email: null,
    phone: null,
    brand: null,
    sample: false,
    ...overrides,
  }
}
