import { callMinutes, type Slot } from '@/shared/booking'
import { slotDays, timeZoneLabel } from '@/shared/booking-form'
import { featuredPost, posts } from '@/shared/content/blog-posts'
import { replies } from '@/shared/content/chat-replies'
import { faqs } from '@/shared/content/faqs'
import { site } from '@/shared/site'
import { factKeys } from './figures'

/**
 * What the assistant may say (issue 26 item 2): the site's own facts, as lines of plain text the
 * model is given, and the keys of every figure in them, which its answers are held to
 * (answer-gate.ts). One place: a price changed in the site configuration changes what the
 * assistant may quote. Pure: the free times are passed in.
 */
export type AssistantFacts = { lines: string[]; keys: ReadonlySet<string> }

/** The free times worth offering: the first few days, in the zone the visitor reads. */
const offeredDays = 3

export function assistantFacts({ slots, timeZone }: { slots: readonly Slot[]; timeZone: string }): AssistantFacts {
  const lines = [
    `${site.name}: ${site.tagline}, based in ${site.location}. Phone ${site.phone}, e-mail ${site.email}. Founder: ${site.founder.name}, ${site.founder.title}.`,
    ...site.serviceOffers.map((offer) => `${offer.name}: a one-time setup of $${offer.setupPrice} and $${offer.monthlyPrice} a month.`),
    ...faqs.map((faq) => `${faq.question} ${faq.answer}`),
    ...Object.values(replies),
    ...[featuredPost, ...posts].map((post) => `Blog article: "${post.title}" (${post.category}, ${post.readTime}).`),
    `A free consultation call lasts ${callMinutes} minutes and can be booked on the site.`,
    ...freeTimes(slots, timeZone),
  ]
  return { lines, keys: factKeys(lines) }
}

function freeTimes(slots: readonly Slot[], timeZone: string): string[] {
  const days = slotDays(slots, timeZone).slice(0, offeredDays)
  if (days.length === 0) return ['There are no free times to book in the next days: a person will follow up to find one.']
  return days.map((day) => `Free times on ${day.label} (${timeZoneLabel(timeZone)}): ${day.times.map((time) => time.label).join(', ')}.`)
}
