import { researchIndustries, type ResearchIndustry } from '@/shared/research'

/**
 * The research industries of SPEC §2 (the Industry select), in ONE table: how each is found in
 * OpenStreetMap (tags) and in Google Places (a text query), and the rule-based profile that
 * analyses a business of it when no language model is configured (docs/decisions/018).
 */

/**
 * One OpenStreetMap tag condition: `key` present, with one of `values` (any value when absent)
 * and none of `exclude`; `also` adds exact tags; `nameMatches` a case-insensitive regex on the
 * name. Every condition also requires a name: a business without one cannot be researched.
 */
export type OsmFilter = {
  key: string
  values?: readonly string[]
  exclude?: readonly string[]
  also?: Readonly<Record<string, string>>
  nameMatches?: string
}

/** Employee bands, as SPEC §3 writes them ('10-25'); the savings formula reads their midpoint. */
export const employeeBands = ['1-9', '10-25', '26-50', '51-100', '101-250'] as const
export type EmployeeBand = (typeof employeeBands)[number]

export type IndustryProfile = {
  industry: ResearchIndustry
  /** OpenStreetMap: a business matching any one filter is of this industry. */
  osm: readonly OsmFilter[]
  /** Google Places Text Search: what to ask for, before " in <location>". */
  googleQuery: string
  /** The usual size of a business of this kind when the source says nothing (OSM and Google never do). */
  usualSize: EmployeeBand
  /** Kinds (the OSM tag value) that run larger or smaller than usual. */
  sizeByCategory?: Readonly<Record<string, EmployeeBand>>
  /** Savings formula (savings.ts): hours of manual work automation takes off per week… */
  hoursSaved: { base: number; perEmployee: number }
  /** …valued at this loaded hourly wage (pay plus payroll taxes and overhead, USD). */
  loadedHourlyWage: number
  painPoints: readonly string[]
  opportunities: readonly [string, string, string]
  solution: string
}

const table: Record<ResearchIndustry, IndustryProfile> = {
  'Professional Services': {
    industry: 'Professional Services',
    osm: [
      {
        key: 'office',
        values: ['lawyer', 'accountant', 'tax_advisor', 'consulting', 'insurance', 'financial_advisor', 'financial', 'estate_agent', 'architect', 'notary', 'it', 'advertising_agency'],
      },
    ],
    googleQuery: 'law firms, accountants and insurance agencies',
    usualSize: '1-9',
    sizeByCategory: { insurance: '10-25', it: '10-25', consulting: '10-25', advertising_agency: '10-25' },
    hoursSaved: { base: 8, perEmployee: 0.8 },
    loadedHourlyWage: 45,
    painPoints: [
      'Client intake and document collection handled by e-mail and phone tag',
      'Appointments booked and rescheduled by hand',
      'Billable staff time lost to data entry between systems',
      'Slow replies to new inquiries after hours',
    ],
    opportunities: [
      'Automated client intake with document requests and reminders',
      'Online booking with confirmations and no-show follow-ups',
      'AI answers to common inquiries, routed to the right person',
    ],
    solution: 'An intake and scheduling assistant: new inquiries answered at once, documents collected automatically, appointments booked and reminded, and details synced to the practice software.',
  },
  'Logistics Warehousing': {
    industry: 'Logistics Warehousing',
    osm: [
      { key: 'industrial', values: ['warehouse', 'logistics'] },
      { key: 'office', values: ['logistics', 'moving_company'] },
      { key: 'shop', values: ['storage_rental'] },
      { key: 'building', values: ['warehouse'] },
    ],
    googleQuery: 'warehouses and logistics companies',
    usualSize: '26-50',
    sizeByCategory: { storage_rental: '1-9', moving_company: '10-25' },
    hoursSaved: { base: 10, perEmployee: 0.6 },
    loadedHourlyWage: 28,
    painPoints: [
      'Order and shipment status answered by phone and e-mail',
      'Paper or spreadsheet inventory counts and re-keying',
      'Dispatch and carrier bookings coordinated by hand',
      'Invoices and proofs of delivery chased manually',
    ],
    opportunities: [
      'Automatic shipment status updates to customers',
      'Inventory and order data synced between systems without re-keying',
      'Invoice and proof-of-delivery processing with AI document reading',
    ],
    solution: 'An operations automation hub: customers get shipment status automatically, orders and inventory flow between systems without re-keying, and paperwork is read and filed by AI.',
  },
  'Retail Ecommerce': {
    industry: 'Retail Ecommerce',
    // Every shop, except the kinds another industry claims and empty units.
    osm: [{ key: 'shop', exclude: ['equestrian', 'storage_rental', 'vacant'] }],
    googleQuery: 'retail stores',
    usualSize: '1-9',
    sizeByCategory: { supermarket: '51-100', department_store: '51-100', hardware: '10-25', furniture: '10-25', doityourself: '26-50' },
    hoursSaved: { base: 5, perEmployee: 0.5 },
    loadedHourlyWage: 19,
    painPoints: [
      'Customer questions about stock and hours answered one by one',
      'Inventory reorders decided by hand',
      'Online listings and in-store stock kept in step manually',
      'Few repeat customers brought back by follow-up',
    ],
    opportunities: [
      'An AI assistant answering stock, hours and order questions on web and chat',
      'Low-stock alerts and drafted reorders from sales data',
      'Automated win-back and review-request e-mails after purchases',
    ],
    solution: 'A retail automation bundle: an AI shop assistant on web and chat, inventory synced with online listings and reorders drafted from sales, and repeat-customer e-mails that run themselves.',
  },
  'Equine Industry': {
    industry: 'Equine Industry',
    osm: [
      { key: 'leisure', values: ['horse_riding'] },
      { key: 'shop', values: ['equestrian'] },
      { key: 'craft', values: ['saddler', 'farrier'] },
      { key: 'amenity', values: ['animal_boarding'], also: { animal_boarding: 'horse' } },
      { key: 'amenity', values: ['veterinary'], nameMatches: 'equine|horse' },
      { key: 'landuse', values: ['farmyard', 'meadow'], nameMatches: 'horse|equine|stable|stud|thoroughbred' },
    ],
    googleQuery: 'horse farms, stables and equine services',
    usualSize: '10-25',
    sizeByCategory: { equestrian: '1-9', saddler: '1-9', farrier: '1-9', veterinary: '26-50' },
    hoursSaved: { base: 6, perEmployee: 0.5 },
    loadedHourlyWage: 22,
    painPoints: [
      'Boarding, lesson and breeding inquiries answered by phone between barn chores',
      'Feeding, farrier and vet schedules tracked on whiteboards',
      'Invoices for boarding and services prepared by hand each month',
      'Owner updates and photos sent one by one',
    ],
    opportunities: [
      'Online booking for lessons, boarding and farm visits with reminders',
      'Care schedules (farrier, vet, feeding) tracked with automatic reminders',
      'Monthly boarding invoices and owner updates generated automatically',
    ],
    solution: 'A barn management automation: inquiries and bookings handled online, care schedules with reminders for staff and owners, and monthly invoices and owner updates generated automatically.',
  },
  Restaurants: {
    industry: 'Restaurants',
    osm: [{ key: 'amenity', values: ['restaurant', 'cafe', 'fast_food'] }],
    googleQuery: 'restaurants',
    usualSize: '10-25',
    sizeByCategory: { cafe: '1-9' },
    hoursSaved: { base: 6, perEmployee: 0.4 },
    loadedHourlyWage: 20,
    painPoints: [
      'Reservation and takeout calls during the rush',
      'Online reviews left unanswered',
      'Staff schedules built by hand each week',
      'Inventory counted and reordered on paper',
    ],
    opportunities: [
      'An AI host that takes reservations and answers questions by phone and chat',
      'Replies to every online review within the hour',
      'Staff scheduling and inventory reorders planned from sales',
    ],
    solution: 'A restaurant automation suite: an AI host for reservations and questions, review replies within the hour, and weekly staff schedules and inventory orders drafted from sales.',
  },
}

/** The profile of a research industry. */
export function industryProfile(industry: ResearchIndustry): IndustryProfile {
  return table[industry]
}

/** Every profile, in the Industry select's order. */
export const industryProfiles: readonly IndustryProfile[] = researchIndustries.map((industry) => table[industry])

/** The industries a run asks for: one, or all of them for 'All'. */
export function industriesFor(industry: string): ResearchIndustry[] {
  if (industry === 'All') return [...researchIndustries]
  const known = researchIndustries.find((candidate) => candidate === industry)
  if (!known) throw new RangeError(`Not a research industry: ${industry}`)
  return [known]
}

/** Whether a research industry is one of the table's (a manual entry's may be anything). */
export function isResearchIndustry(value: string): value is ResearchIndustry {
  return (researchIndustries as readonly string[]).includes(value)
}

export type OsmTags = Readonly<Record<string, string | undefined>>

/** Whether an element's tags meet one filter (name required, as in the query). */
export function osmFilterMatches(filter: OsmFilter, tags: OsmTags): boolean {
  const value = tags[filter.key]
  if (!value || !tags.name) return false
  if (filter.values && !filter.values.includes(value)) return false
  if (filter.exclude?.includes(value)) return false
  for (const [key, expected] of Object.entries(filter.also ?? {})) if (tags[key] !== expected) return false
  if (filter.nameMatches && !new RegExp(filter.nameMatches, 'i').test(tags.name)) return false
  return true
}

/**
 * Which of `industries` an OpenStreetMap element belongs to, and its kind (the matching tag's
 * value, e.g. 'lawyer'): the first match in the table's order; undefined when none matches.
 */
export function classifyOsmTags(tags: OsmTags, industries: readonly ResearchIndustry[] = researchIndustries): { industry: ResearchIndustry; category: string } | undefined {
  for (const industry of researchIndustries) {
    if (!industries.includes(industry)) continue
    for (const filter of table[industry].osm) {
      if (osmFilterMatches(filter, tags)) return { industry, category: tags[filter.key]! }
    }
  }
  return undefined
}
