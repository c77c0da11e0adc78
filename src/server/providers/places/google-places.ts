import { z } from 'zod'
import { industryProfile } from '@/server/domain/research/industries'
import { researchArea } from '@/server/domain/research/locations'
import { normaliseWebsite } from '@/server/domain/research/overpass'
import type { PlaceCandidate } from '@/server/domain/research/place'
import type { PlacesProvider } from '../types'
import { requestJson } from './http'

/**
 * Google Places, Text Search (New), when GOOGLE_PLACES_KEY is set: one request per industry, one
 * after another, restricted to the location's box, asking only for the fields read here (the
 * field mask decides what Google bills).
 * https://developers.google.com/maps/documentation/places/web-service/text-search
 */

export const googlePlacesSourceName = 'Google Places'

const fieldMask = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.addressComponents',
  'places.websiteUri',
  'places.nationalPhoneNumber',
  'places.primaryType',
  'places.businessStatus',
].join(',')

const placeSchema = z
  .object({
    id: z.string(),
    displayName: z.object({ text: z.string() }).loose().optional(),
    formattedAddress: z.string().optional(),
    addressComponents: z.array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()).default([]) }).loose()).optional(),
    websiteUri: z.string().optional(),
    nationalPhoneNumber: z.string().optional(),
    primaryType: z.string().optional(),
    businessStatus: z.string().optional(),
  })
  .loose()
const answerSchema = z.object({ places: z.array(placeSchema).default([]) }).loose()

type GooglePlace = z.infer<typeof placeSchema>

const component = (place: GooglePlace, type: string) => place.addressComponents?.find((part) => part.types.includes(type))?.longText ?? null

export function candidateFromGoogle(place: GooglePlace, industry: PlaceCandidate['industry']): PlaceCandidate | undefined {
  const name = place.displayName?.text.trim()
  if (!name || place.businessStatus === 'CLOSED_PERMANENTLY') return undefined
  const number = component(place, 'street_number')
  const route = component(place, 'route')
  return {
    sourceKey: `google:${place.id}`,
    name,
    industry,
    category: place.primaryType ?? industry.toLowerCase(),
    street: route ? [number, route].filter(Boolean).join(' ') : (place.formattedAddress?.split(',')[0]?.trim() ?? null),
    city: component(place, 'locality'),
    website: normaliseWebsite(place.websiteUri),
    // Google Places has no e-mail field.
    email: null,
    phone: place.nationalPhoneNumber ?? null,
    brand: null,
    sample: false,
  }
}

export type GooglePlacesOptions = { apiKey: string; baseUrl: string; userAgent: string; timeoutMs: number }

export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`
  return {
    kind: 'google',
    sourceName: googlePlacesSourceName,
    async search(query, searchOptions = {}) {
      const area = researchArea(query.location)
      const where = area.city ? `${area.city}, Kentucky` : 'Kentucky'
      const perIndustry = Math.max(1, Math.min(20, Math.ceil(query.limit / query.industries.length)))
      const candidates: PlaceCandidate[] = []
      for (const industry of query.industries) {
        const answer = await requestJson(
          endpoint,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'user-agent': options.userAgent,
              'x-goog-api-key': options.apiKey,
              'x-goog-fieldmask': fieldMask,
            },
            body: JSON.stringify({
              textQuery: `${industryProfile(industry).googleQuery} in ${where}`,
              pageSize: perIndustry,
              locationRestriction: {
                rectangle: { low: { latitude: area.box.south, longitude: area.box.west }, high: { latitude: area.box.north, longitude: area.box.east } },
              },
            }),
          },
          { source: googlePlacesSourceName, timeoutMs: options.timeoutMs, ...(searchOptions.signal ? { signal: searchOptions.signal } : {}) },
        )
        if (!answer.ok) return answer
        const parsed = answerSchema.safeParse(answer.value)
        if (!parsed.success) return { ok: false, failure: { kind: 'malformed', message: `${googlePlacesSourceName} answered JSON of an unexpected shape`, unreachable: false } }
        for (const place of parsed.data.places) {
          const candidate = candidateFromGoogle(place, industry)
          if (candidate) candidates.push(candidate)
        }
      }
      return { ok: true, value: candidates }
    },
  }
}
