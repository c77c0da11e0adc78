import type { ResearchIndustry } from '@/shared/research'
import type { PlaceCandidate } from './place'

/**
 * A business is kept once (docs/decisions/018), recognised by the first of: its source id
 * ('osm:node/123'), its website's host, or its name and street address. The keys are stored with
 * the company (research_companies.source_key, website_key, name_address_key).
 */

/** The website's host, lower-cased, without 'www.'; null when there is no usable website. */
export function websiteKey(website: string | null | undefined): string | null {
  const raw = website?.trim()
  if (!raw) return null
  try {
    const host = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase().replace(/^www\./, '')
    // Hosts shared by many businesses say nothing about which one this is.
    if (!host.includes('.') || sharedHosts.some((shared) => host === shared || host.endsWith(`.${shared}`))) return null
    return host
  } catch {
    return null
  }
}

/** Pages on these hosts belong to many businesses: their host is no key. */
const sharedHosts = ['facebook.com', 'instagram.com', 'linkedin.com', 'twitter.com', 'x.com', 'yelp.com', 'google.com', 'goo.gl', 'sites.google.com', 'wixsite.com', 'squarespace.com', 'business.site', 'linktr.ee']

const words = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Name and street, lower-cased with punctuation removed: 'joes cafe|120 main st'; null without a street. */
export function nameAddressKey(name: string, street: string | null | undefined): string | null {
  const address = street ? words(street) : ''
  const named = words(name)
  if (!named || !address) return null
  return `${named}|${address}`
}

export type DedupeKeys = { sourceKey: string | null; websiteKey: string | null; nameAddressKey: string | null }

export function keysOf(candidate: Pick<PlaceCandidate, 'sourceKey' | 'name' | 'street' | 'website'>): DedupeKeys {
  return { sourceKey: candidate.sourceKey, websiteKey: websiteKey(candidate.website), nameAddressKey: nameAddressKey(candidate.name, candidate.street) }
}

/** Whether two sets of keys name the same business. */
export function sameBusiness(a: DedupeKeys, b: DedupeKeys): boolean {
  return (
    (a.sourceKey !== null && a.sourceKey === b.sourceKey) ||
    (a.websiteKey !== null && a.websiteKey === b.websiteKey) ||
    (a.nameAddressKey !== null && a.nameAddressKey === b.nameAddressKey)
  )
}

/**
 * The candidates without repeats, in their order; of two that are the same business the one
 * with more contact details is kept (a restaurant mapped as a point and as its building).
 */
export function dedupeCandidates(candidates: readonly PlaceCandidate[]): PlaceCandidate[] {
  const kept: { candidate: PlaceCandidate; keys: DedupeKeys }[] = []
  const richness = (candidate: PlaceCandidate) => [candidate.email, candidate.phone, candidate.website, candidate.street].filter(Boolean).length
  for (const candidate of candidates) {
    const keys = keysOf(candidate)
    const index = kept.findIndex((entry) => sameBusiness(entry.keys, keys))
    if (index < 0) kept.push({ candidate, keys })
    else if (richness(candidate) > richness(kept[index]!.candidate)) kept[index] = { candidate, keys }
  }
  return kept.map((entry) => entry.candidate)
}

/**
 * At most `max` candidates, taken in turn from each industry (in `industries` order), so a run
 * over all industries is not all shops because shops are the most mapped.
 */
export function selectBalanced(candidates: readonly PlaceCandidate[], industries: readonly ResearchIndustry[], max: number): PlaceCandidate[] {
  const queues = industries.map((industry) => candidates.filter((candidate) => candidate.industry === industry))
  const chosen: PlaceCandidate[] = []
  while (chosen.length < max && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift()
      if (next && chosen.length < max) chosen.push(next)
    }
  }
  return chosen
}
