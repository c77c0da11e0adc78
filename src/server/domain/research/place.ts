import type { ResearchIndustry } from '@/shared/research'

/** One business as a places source answers it, before analysis (providers/places/*). */
export type PlaceCandidate = {
  /** The source's own id: 'osm:node/123', 'google:ChIJ…', 'sample:…'. */
  sourceKey: string
  name: string
  industry: ResearchIndustry
  /** What the source calls the business: the OSM tag value ('lawyer') or Google's primary type. */
  category: string
  /** Street address ('120 Main St'), when given. */
  street: string | null
  city: string | null
  website: string | null
  email: string | null
  phone: string | null
  /** A chain's brand (OSM brand tag): such a branch is taken for a larger business. */
  brand: string | null
  /** The bundled offline sample set: never a real business. */
  sample: boolean
}
