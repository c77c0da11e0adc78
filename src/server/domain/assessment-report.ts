import { businessTypes, monthlyRevenueLabel, painPoints, type Assessment } from '@/shared/assessment'
import { detectIndustry, mentions, type IndustryKey } from './industries'

/**
 * The free assessment's promised report (SPEC §2 thank-you page), from the nine answers alone:
 * the AI analysis (top 3 automation opportunities, within 2 hours) and the custom strategy report
 * (hours and dollars saved per opportunity, a 30/60/90-day plan, recommended services with
 * prices, the call to action, within 24 hours). This is the rule-based generator: deterministic,
 * offline, and different answers give different reports. A language model, when configured, may
 * word the opportunities; the figures always come from `savingsOf` (docs/decisions/016).
 */

export type ReportAnswers = Pick<
  Assessment,
  'businessName' | 'fullName' | 'businessType' | 'primaryPainPoint' | 'monthlyRevenue' | 'currentMarketing' | 'biggestGoal'
>

export type ServiceKey = 'lead-response' | 'ai-caller' | 'paid-ads' | 'reviews' | 'follow-up' | 'reporting'

export type OpportunityKey =
  | 'instant-lead-response'
  | 'ai-caller'
  | 'online-booking'
  | 'follow-up-sequences'
  | 'review-engine'
  | 'lead-qualification'
  | 'ad-automation'
  | 'content-autopilot'
  | 'lead-source-tracking'
  | 'reservation-host'
  | 'listing-marketing'

type Catalogued = {
  title: string
  /** Why it fits, completed with the business's own words where they match. */
  why: string
  /** Hours a week it saves a business of middling size ($50k-$100k a month). */
  baseHoursPerWeek: number
  service: ServiceKey
  /** Points for each main challenge it answers. */
  painPoints: Partial<Record<Assessment['primaryPainPoint'], number>>
  /** Points for the trades it suits best. */
  industries: Partial<Record<IndustryKey | 'home-services', number>>
  /** Words in the free answers (current marketing, biggest goal) that point to it. */
  keywords: readonly string[]
}

const catalogue: Record<OpportunityKey, Catalogued> = {
  'instant-lead-response': {
    title: 'Instant replies to every web and missed-call lead, 24/7',
    why: 'Most leads hire whoever answers first; a reply within seconds wins the job before a competitor calls back.',
    baseHoursPerWeek: 5,
    service: 'lead-response',
    painPoints: { 'not-enough-leads': 3, 'inconsistent-results': 2, 'no-time': 2 },
    industries: { 'home-services': 2, 'real-estate': 2, other: 2 },
    keywords: ['lead', 'respond', 'response', 'reply', 'miss', 'website', 'form'],
  },
  'ai-caller': {
    title: 'An AI caller that answers, qualifies and books while you work',
    why: 'Calls that ring out while you are on a job or with a customer turn into booked appointments instead of voicemails.',
    baseHoursPerWeek: 6,
    service: 'ai-caller',
    painPoints: { 'not-enough-leads': 2, 'no-time': 3 },
    industries: { 'home-services': 3, restaurant: 1 },
    keywords: ['call', 'phone', 'voicemail', 'answer', 'after hours', 'weekend'],
  },
  'online-booking': {
    title: 'Automatic booking of estimates and appointments, with reminders',
    why: 'Booking without phone tag, and reminders the day before, cut no-shows and back-and-forth.',
    baseHoursPerWeek: 4,
    service: 'lead-response',
    painPoints: { 'no-time': 2, 'inconsistent-results': 1 },
    industries: { 'home-services': 2, 'real-estate': 2 },
    keywords: ['book', 'schedul', 'appointment', 'estimate', 'inspection', 'calendar', 'showing'],
  },
  'follow-up-sequences': {
    title: 'Follow-up sequences that chase every quote and cold lead',
    why: 'Most sales close after the fifth contact; automatic follow-ups make sure every quote gets them.',
    baseHoursPerWeek: 3,
    service: 'follow-up',
    painPoints: { 'inconsistent-results': 3, 'low-quality-leads': 1, 'no-time': 1 },
    industries: { 'home-services': 1, 'real-estate': 2 },
    keywords: ['follow', 'quote', 'close', 'convert', 'nurture', 'email', 'e-mail'],
  },
  'review-engine': {
    title: 'Review requests after every job, and replies to every review',
    why: 'More recent five-star reviews lift you in local search and make the next customer call you.',
    baseHoursPerWeek: 2,
    service: 'reviews',
    painPoints: { 'too-expensive': 2, 'not-enough-leads': 1 },
    industries: { 'home-services': 1, restaurant: 3 },
    keywords: ['review', 'word of mouth', 'referral', 'reputation', 'yelp', 'google'],
  },
  'lead-qualification': {
    title: 'AI lead scoring that sorts serious buyers from tire-kickers',
    why: 'Your time goes to the leads most likely to buy, and the rest are nurtured automatically.',
    baseHoursPerWeek: 3,
    service: 'lead-response',
    painPoints: { 'low-quality-leads': 4 },
    industries: { 'real-estate': 1 },
    keywords: ['quality', 'qualified', 'tire', 'waste', 'junk', 'serious'],
  },
  'ad-automation': {
    title: 'Paid social and search ads managed and reported automatically',
    why: 'Budgets move to the ads that bring booked jobs, not clicks, and you see the cost of every lead.',
    baseHoursPerWeek: 4,
    service: 'paid-ads',
    painPoints: { 'too-expensive': 3, 'not-enough-leads': 2, 'no-tracking': 1 },
    industries: {},
    keywords: ['facebook', 'instagram', 'ads', 'advertis', 'google ads', 'angi', 'homeadvisor', 'thumbtack', 'linkedin'],
  },
  'content-autopilot': {
    title: 'Social posts and newsletters drafted and scheduled for you',
    why: 'A steady presence without evenings spent writing posts.',
    baseHoursPerWeek: 3,
    service: 'paid-ads',
    painPoints: { 'no-time': 3, 'inconsistent-results': 1 },
    industries: { restaurant: 1 },
    keywords: ['post', 'social', 'content', 'newsletter', 'instagram', 'facebook page'],
  },
  'lead-source-tracking': {
    title: 'Call tracking and a lead-source dashboard',
    why: 'You see which channel brings paying customers, and stop paying for the ones that do not.',
    baseHoursPerWeek: 2,
    service: 'reporting',
    painPoints: { 'no-tracking': 4, 'too-expensive': 2 },
    industries: {},
    keywords: ['track', 'roi', 'measure', 'know what works', 'report', 'analytics'],
  },
  'reservation-host': {
    title: 'An AI host that takes reservations and answers questions by phone and chat',
    why: 'Every call during the rush is answered, and tables fill without a host on the phone.',
    baseHoursPerWeek: 6,
    service: 'ai-caller',
    painPoints: { 'no-time': 2, 'not-enough-leads': 1 },
    industries: { restaurant: 4 },
    keywords: ['reservation', 'table', 'catering', 'booking', 'phone'],
  },
  'listing-marketing': {
    title: 'Listing marketing on autopilot: posts, e-mails and open-house reminders',
    why: 'Each new listing reaches buyers the same day without an afternoon of copy and paste.',
    baseHoursPerWeek: 5,
    service: 'paid-ads',
    painPoints: { 'no-time': 2, 'not-enough-leads': 1 },
    industries: { 'real-estate': 4 },
    keywords: ['listing', 'open house', 'seller', 'buyer', 'mls', 'zillow'],
  },
}

/** Hours scale with the size of the business: a bigger one has more leads and more to do. */
const sizeFactor: Record<Assessment['monthlyRevenue'], number> = {
  'under-10k': 0.5,
  '10k-50k': 0.75,
  '50k-100k': 1,
  '100k-250k': 1.5,
  '250k-plus': 2,
}

/** What an hour of the owner's or staff's time is worth in each trade (dollars). */
const hourlyValue: Record<'home-services' | 'real-estate' | 'restaurant' | 'other', number> = {
  'home-services': 55,
  'real-estate': 65,
  restaurant: 22,
  other: 40,
}

const weeksPerMonth = 52 / 12

type TradeGroup = keyof typeof hourlyValue

function tradeGroup(businessType: IndustryKey): TradeGroup {
  if (businessType === 'real-estate' || businessType === 'restaurant' || businessType === 'other') return businessType
  return 'home-services'
}

/**
 * The one savings formula: hours a week = the opportunity's base hours × the size factor of the
 * revenue band, to the half hour; dollars a month = hours a week × 52/12 × the trade's hourly
 * value, to the ten dollars.
 */
export function savingsOf(key: OpportunityKey, answers: Pick<ReportAnswers, 'businessType' | 'monthlyRevenue'>) {
  const hoursPerWeek = Math.round(catalogue[key].baseHoursPerWeek * sizeFactor[answers.monthlyRevenue] * 2) / 2
  const dollarsPerMonth = Math.round((hoursPerWeek * weeksPerMonth * hourlyValue[tradeGroup(answers.businessType)]) / 10) * 10
  return { hoursPerWeek, dollarsPerMonth }
}

export type Opportunity = {
  key: OpportunityKey
  title: string
  why: string
  /** The keywords in the visitor's answers that pointed to it, if any. */
  because: string[]
  /** The same, as the visitor wrote them (whole words), for quoting back. */
  quoted: string[]
  hoursPerWeek: number
  dollarsPerMonth: number
  service: ServiceKey
}

/** An opportunity as chosen and worded, by the rules or by a language model (figures come later). */
export type OpportunityDraft = { key: OpportunityKey; title: string; why: string }

/** Every opportunity key the report knows, in catalogue order: what a language model may choose from. */
export const opportunityKeys = Object.keys(catalogue) as [OpportunityKey, ...OpportunityKey[]]

/** The catalogue as a language model is shown it: keys with the rules' own title and reason. */
export function opportunityCatalogue(): OpportunityDraft[] {
  return opportunityKeys.map((key) => ({ key, title: catalogue[key].title, why: catalogue[key].why }))
}

const freeText = (answers: Pick<ReportAnswers, 'currentMarketing' | 'biggestGoal'>) => `${answers.currentMarketing} \n${answers.biggestGoal}`

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The visitor's own words behind keyword stems ('schedul' → 'scheduling'), as they wrote them:
 * from where the stem starts to the end of that word, once each.
 */
export function visitorWords(answers: Pick<ReportAnswers, 'currentMarketing' | 'biggestGoal'>, stems: readonly string[]): string[] {
  const text = freeText(answers)
  const lower = text.toLowerCase()
  // Lower-casing keeps the length of almost every text; when it does not, quote the lower-case form.
  const source = lower.length === text.length ? text : lower
  const words: string[] = []
  for (const stem of stems) {
    const match = new RegExp(`(^|[^a-z0-9])(${escapeRegExp(stem)}[a-z0-9'’-]*)`).exec(lower)
    if (!match) continue
    const start = match.index + match[1]!.length
    const word = source.slice(start, start + match[2]!.length).replace(/['’-]+$/, '')
    if (!words.some((known) => known.toLowerCase() === word.toLowerCase())) words.push(word)
  }
  return words
}

function keywordsIn(key: OpportunityKey, answers: Pick<ReportAnswers, 'currentMarketing' | 'biggestGoal'>): string[] {
  const text = freeText(answers).toLowerCase()
  return catalogue[key].keywords.filter((word) => mentions(text, word))
}

/**
 * Opportunities chosen and worded elsewhere (a language model), completed by the rules: the
 * visitor's words that point to each, its service, and the savings from the one formula.
 */
export function opportunitiesFrom(answers: ReportAnswers, drafts: readonly OpportunityDraft[]): Opportunity[] {
  return drafts.map(({ key, title, why }) => {
    const because = keywordsIn(key, answers)
    return { key, title, why, because, quoted: visitorWords(answers, because), service: catalogue[key].service, ...savingsOf(key, answers) }
  })
}

/** Scores every opportunity against the answers and keeps the best three (ties: catalogue order). */
export function topOpportunities(answers: ReportAnswers, count = 3): Opportunity[] {
  const industry = detectIndustry({ businessType: answers.businessType, text: '' }).key
  const group = tradeGroup(industry)
  const scored = (Object.entries(catalogue) as [OpportunityKey, Catalogued][]).map(([key, entry], order) => {
    const because = keywordsIn(key, answers)
    const points =
      (entry.painPoints[answers.primaryPainPoint] ?? 0) +
      (entry.industries[industry] ?? entry.industries[group === 'home-services' ? 'home-services' : industry] ?? 0) +
      2 * Math.min(because.length, 2)
    return { key, entry, order, points }
  })
  scored.sort((a, b) => b.points - a.points || a.order - b.order)
  return opportunitiesFrom(
    answers,
    scored.slice(0, count).map(({ key, entry }) => ({ key, title: entry.title, why: entry.why })),
  )
}

/** What the estimate rests on, for saying so next to the figures. */
export function savingsBasis(answers: Pick<ReportAnswers, 'businessType' | 'monthlyRevenue'>) {
  return { hourlyValue: hourlyValue[tradeGroup(answers.businessType)], sizeFactor: sizeFactor[answers.monthlyRevenue] }
}

export type ServiceOffer = { key: ServiceKey; name: string; setupPrice: number; monthlyPrice: number }

export type PlanPhase = { days: 30 | 60 | 90; title: string; steps: string[] }

export type StrategyReport = {
  businessName: string
  industryLabel: string
  revenueLabel: string
  painLabel: string
  opportunities: Opportunity[]
  totals: { hoursPerWeek: number; dollarsPerMonth: number }
  plan: PlanPhase[]
  services: (ServiceOffer & { forOpportunities: string[] })[]
}

/** A title inside a sentence: its first letter lower-cased, unless it starts an acronym ("AI"); no final stop. */
function inSentence(title: string): string {
  const text = title.trim().replace(/[.!?…]+$/, '')
  return /^\p{Lu}\p{Ll}/u.test(text) || /^\p{Lu}(\s|$)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

/**
 * The custom strategy report: the top 3 with their savings, the 30/60/90-day plan and the
 * services to buy. The opportunities are the rules' top 3 unless given (chosen by a language model
 * and completed by `opportunitiesFrom`).
 */
export function strategyReport(
  answers: ReportAnswers,
  offers: readonly ServiceOffer[],
  opportunities: Opportunity[] = topOpportunities(answers),
): StrategyReport {
  const [first, second, third] = opportunities as [Opportunity, Opportunity, Opportunity]
  const services = offers
    .filter((offer) => opportunities.some((opportunity) => opportunity.service === offer.key))
    .map((offer) => ({ ...offer, forOpportunities: opportunities.filter((opportunity) => opportunity.service === offer.key).map((opportunity) => opportunity.title) }))
  return {
    businessName: answers.businessName,
    industryLabel: businessTypes.find((type) => type.value === answers.businessType)?.label ?? answers.businessType,
    revenueLabel: monthlyRevenueLabel(answers.monthlyRevenue),
    painLabel: painPoints.find((point) => point.value === answers.primaryPainPoint)?.label ?? answers.primaryPainPoint,
    opportunities,
    totals: {
      hoursPerWeek: opportunities.reduce((sum, opportunity) => sum + opportunity.hoursPerWeek, 0),
      dollarsPerMonth: opportunities.reduce((sum, opportunity) => sum + opportunity.dollarsPerMonth, 0),
    },
    plan: [
      {
        days: 30,
        title: 'Days 1-30: the quickest win',
        steps: [
          `Set up: ${inSentence(first.title)}.`,
          'Connect your phone line, website forms and calendar; we test every path with you before it goes live.',
          'Baseline the numbers: leads a week, response time, booked jobs.',
        ],
      },
      {
        days: 60,
        title: 'Days 31-60: build on it',
        steps: [`Add: ${inSentence(second.title)}.`, 'Tune the wording and timing from the first month’s results.', 'Train your team on the dashboard (2-3 days).'],
      },
      {
        days: 90,
        title: 'Days 61-90: scale what works',
        steps: [`Add: ${inSentence(third.title)}.`, 'Review the savings against this report’s estimate.', 'Decide together what to automate next.'],
      },
    ],
    services,
  }
}
