import { businessTypes } from '@/shared/assessment'

/**
 * What the agency knows about each industry it serves (SPEC §1), for the local analysis and the
 * e-mails: how it is recognised in free text, how well it fits, and what to offer first.
 */

export type IndustryKey = (typeof businessTypes)[number]['value']

export type IndustryProfile = {
  key: IndustryKey
  label: string
  /** Words that give the industry away in a contact form's free text. */
  keywords: readonly string[]
  /** SPEC §9 industry factor (5-15): how well the industry responds to automation. */
  fit: number
  /** One of the industries served best (home services, real estate, restaurants). */
  core: boolean
  /** The business, with its article, for a sentence: "an HVAC company". */
  businessNoun: string
  /** What a missed lead is called in this trade, for the e-mail. */
  leadNoun: string
  /** The three automations to propose first, most valuable first. */
  opportunities: readonly [string, string, string]
}

const homeService = (
  key: IndustryKey,
  keywords: readonly string[],
  businessNoun: string,
  leadNoun: string,
  first: string,
): Omit<IndustryProfile, 'label'> => ({
  key,
  keywords,
  fit: 15,
  core: true,
  businessNoun,
  leadNoun,
  opportunities: [
    first,
    'Instant text and e-mail replies to every web and missed-call lead, 24/7',
    'Automatic follow-ups and review requests after each job',
  ],
})

const profiles: Record<IndustryKey, Omit<IndustryProfile, 'label'>> = {
  roofing: homeService('roofing', ['roof', 'roofing', 'shingle', 'gutter', 'storm damage'], 'a roofing company', 'inspection request', 'An AI caller that books roof inspections while your crews are on a roof'),
  hvac: homeService('hvac', ['hvac', 'heating', 'furnace', 'air condition', 'a/c', 'heat pump'], 'an HVAC company', 'service call', 'An AI caller that books no-heat and no-cool calls the moment they ring'),
  plumbing: homeService('plumbing', ['plumb', 'drain', 'water heater', 'leak', 'sewer'], 'a plumbing company', 'service call', 'An AI caller that triages emergencies and books the rest'),
  electrical: homeService('electrical', ['electric', 'wiring', 'panel', 'generator'], 'an electrical contractor', 'service call', 'An AI caller that books estimates and service calls around your schedule'),
  landscaping: homeService('landscaping', ['landscap', 'lawn', 'tree', 'mowing', 'hardscape'], 'a landscaping or tree service', 'estimate request', 'Instant quotes and booked site visits from every estimate request'),
  fencing: homeService('fencing', ['fence', 'fencing', 'gate'], 'a fencing company', 'estimate request', 'Instant answers and booked measurements for every fence estimate request'),
  'pest-control': homeService('pest-control', ['pest', 'termite', 'exterminat', 'rodent', 'bug'], 'a pest control company', 'service request', 'Booked inspections and recurring-plan sign-ups without phone tag'),
  'windows-doors': homeService('windows-doors', ['window', 'door', 'glass'], 'a windows and doors company', 'quote request', 'Booked in-home consultations from every quote request'),
  concrete: homeService('concrete', ['concrete', 'foundation', 'driveway', 'patio', 'masonry'], 'a concrete contractor', 'estimate request', 'Booked site visits and instant ballpark quotes for every estimate request'),
  'real-estate': {
    key: 'real-estate',
    keywords: ['real estate', 'realtor', 'listing', 'buyer', 'seller', 'property', 'brokerage', 'mls'],
    fit: 13,
    core: true,
    businessNoun: 'a real-estate business',
    leadNoun: 'buyer or seller inquiry',
    opportunities: [
      'Answers to every portal and website inquiry in under 30 seconds',
      'Automatic showing scheduling and reminders',
      'Drip follow-ups that keep cold buyers and sellers warm for months',
    ],
  },
  restaurant: {
    key: 'restaurant',
    keywords: ['restaurant', 'reservation', 'menu', 'diner', 'cafe', 'catering', 'takeout', 'kitchen'],
    fit: 13,
    core: true,
    businessNoun: 'a restaurant',
    leadNoun: 'reservation or catering request',
    opportunities: [
      'An AI host that takes reservations and answers questions by phone and chat',
      'Replies to every online review within the hour',
      'Staff scheduling and inventory reorders planned from your sales',
    ],
  },
  other: {
    key: 'other',
    keywords: [],
    fit: 8,
    core: false,
    businessNoun: 'a business like yours',
    leadNoun: 'inquiry',
    opportunities: [
      'Instant replies to every inquiry, day and night',
      'Automatic follow-ups so no lead goes cold',
      'Tasks and reminders created for your team without typing',
    ],
  },
}

export const industries: Record<IndustryKey, IndustryProfile> = Object.fromEntries(
  businessTypes.map((type) => [type.value, { ...profiles[type.value], label: type.label }]),
) as Record<IndustryKey, IndustryProfile>

export function isIndustryKey(value: string | undefined): value is IndustryKey {
  return value !== undefined && value in industries
}

/** Whether `word` starts a word of `text` (lower case): "roof" finds "roofs", "tree" not "street". */
export function mentions(text: string, word: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).test(text)
}

/**
 * The industry of a lead: the assessment's business type when given, else the first industry
 * whose keywords appear in the business name or free text, else 'other'.
 */
export function detectIndustry(input: { businessType?: string; text: string }): IndustryProfile {
  if (isIndustryKey(input.businessType)) return industries[input.businessType]
  const text = input.text.toLowerCase()
  for (const profile of Object.values(industries)) {
    if (profile.keywords.some((keyword) => mentions(text, keyword))) return profile
  }
  return industries.other
}
