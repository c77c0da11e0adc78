import { researchArea } from '@/server/domain/research/locations'
import type { PlaceCandidate } from '@/server/domain/research/place'
import type { PlacesProvider } from '../types'
import { sampleBusinesses, type SampleBusiness } from './sample-businesses'

/**
 * The places source's local twin: the bundled sample set (sample-businesses.ts), filtered by the
 * run's location and industries. Never real businesses: each candidate is marked `sample`.
 */

export const sampleSourceName = 'Sample data (offline)'

export function sampleCandidate(business: SampleBusiness): PlaceCandidate {
  return {
    sourceKey: `sample:${business.slug}`,
    name: business.name,
    industry: business.industry,
    category: business.category,
    street: business.street,
    city: business.city,
    website: business.website ? `https://${business.slug}.example/` : null,
    email: business.email ? `hello@${business.slug}.example` : null,
    phone: business.phone,
    brand: null,
    sample: true,
  }
}

export function createSamplePlaces(): PlacesProvider {
  return {
    kind: 'sample',
    sourceName: sampleSourceName,
    async search(query) {
      const area = researchArea(query.location)
      const value = sampleBusinesses
        .filter((business) => query.industries.includes(business.industry) && (area.city === null || business.city === area.city))
        .map(sampleCandidate)
      return { ok: true, value }
    },
  }
}
