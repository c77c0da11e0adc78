import type { ResearchIndustry } from '@/shared/research'
import { classifyOsmTags, industryProfile, type OsmFilter, type OsmTags } from './industries'
import type { ResearchArea } from './locations'
import type { PlaceCandidate } from './place'

/**
 * The Overpass QL a run sends, and how an answered element becomes a candidate. Pure: the
 * client (providers/places/overpass.ts) sends the text and hands the elements back here.
 * https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL
 */

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
const alternatives = (values: readonly string[]) => `^(${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`

/** One filter as Overpass tag conditions: `["amenity"~"^(restaurant|cafe)$"]["name"]`. */
export function osmConditions(filter: OsmFilter): string {
  const parts = [
    filter.values
      ? filter.values.length === 1
        ? `[${quote(filter.key)}=${quote(filter.values[0]!)}]`
        : `[${quote(filter.key)}~${quote(alternatives(filter.values))}]`
      : `[${quote(filter.key)}]`,
  ]
  if (filter.exclude?.length) parts.push(`[${quote(filter.key)}!~${quote(alternatives(filter.exclude))}]`)
  for (const [key, value] of Object.entries(filter.also ?? {})) parts.push(`[${quote(key)}=${quote(value)}]`)
  parts.push('["name"]')
  if (filter.nameMatches) parts.push(`["name"~${quote(filter.nameMatches)},i]`)
  return parts.join('')
}

export type OverpassQueryInput = {
  area: ResearchArea
  industries: readonly ResearchIndustry[]
  /** Elements Overpass returns at most (the run picks its businesses from these). */
  limit: number
  /** Overpass's own [timeout:], in seconds. */
  timeoutSeconds: number
}

/**
 * One query for the whole run (one request: polite to a shared, free service): the union of every
 * industry's filters within the area; nodes, ways and relations alike (a restaurant may be mapped
 * as a point or as its building), with tags and a centre, at most `limit` of them.
 */
export function buildOverpassQuery({ area, industries, limit, timeoutSeconds }: OverpassQueryInput): string {
  const within =
    area.overpass.kind === 'bbox'
      ? `(${area.overpass.box.south},${area.overpass.box.west},${area.overpass.box.north},${area.overpass.box.east})`
      : '(area.searchArea)'
  const statements = industries.flatMap((industry) => industryProfile(industry).osm.map((filter) => `  nwr${osmConditions(filter)}${within};`))
  return [
    `[out:json][timeout:${Math.max(1, Math.floor(timeoutSeconds))}];`,
    ...(area.overpass.kind === 'area' ? [`area${area.overpass.selector}->.searchArea;`] : []),
    '(',
    ...statements,
    ');',
    `out tags center ${Math.max(1, Math.floor(limit))};`,
  ].join('\n')
}

/** An element of Overpass's JSON answer, as far as we read it. */
export type OsmElement = { type: string; id: number; tags?: OsmTags }

const text = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The first of several values (OSM separates them with ';'). */
const first = (value: string | undefined) => text(value?.split(';')[0])

/** A website as a URL: OSM often has 'example.com' without a scheme. */
export function normaliseWebsite(value: string | null | undefined): string | null {
  const raw = value?.trim()
  if (!raw) return null
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
  try {
    const url = new URL(withScheme)
    return url.hostname.includes('.') ? url.toString() : null
  } catch {
    return null
  }
}

/** A usable e-mail address, or null (OSM's free text may be anything). */
export function normaliseEmail(value: string | null | undefined): string | null {
  const raw = value?.trim().replace(/^mailto:/i, '')
  return raw && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw) && raw.length <= 254 ? raw : null
}

/**
 * An element as a candidate of one of `industries`, or undefined when it is not one (no name, or
 * tags outside the table: Overpass answered more than was asked, or a fake did).
 */
export function candidateFromOsm(element: OsmElement, industries: readonly ResearchIndustry[]): PlaceCandidate | undefined {
  const tags = element.tags ?? {}
  const name = text(tags.name)
  if (!name) return undefined
  const kind = classifyOsmTags(tags, industries)
  if (!kind) return undefined
  const houseNumber = text(tags['addr:housenumber'])
  const streetName = text(tags['addr:street'])
  return {
    sourceKey: `osm:${element.type}/${element.id}`,
    name,
    industry: kind.industry,
    category: kind.category,
    street: streetName ? [houseNumber, streetName].filter(Boolean).join(' ') : null,
    city: text(tags['addr:city']),
    website: normaliseWebsite(first(tags.website ?? tags['contact:website'] ?? tags.url)),
    email: normaliseEmail(first(tags.email ?? tags['contact:email'])),
    phone: first(tags.phone ?? tags['contact:phone']),
    brand: text(tags.brand),
    sample: false,
  }
}
