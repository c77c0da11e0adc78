import { site } from '@/shared/site'

/** SPEC §3 Chat message. */
export type ChatMessage = { type: 'bot' | 'user'; text: string }

export type ReplyTopic = 'pricing' | 'timing' | 'support' | 'security' | 'gettingStarted' | 'integrations' | 'fallback'

/**
 * SPEC §2: the keyword groups, in SPEC's order. The first group with a keyword anywhere in the
 * message wins, so "is it expensive to start?" is about pricing, not getting started.
 * Matching is case-insensitive and by substring, as SPEC lists stems ("integrate", "secure").
 */
export const keywordGroups: readonly { topic: Exclude<ReplyTopic, 'fallback'>; keywords: readonly string[] }[] = [
  { topic: 'pricing', keywords: ['price', 'cost', 'expensive'] },
  { topic: 'timing', keywords: ['time', 'long', 'fast'] },
  { topic: 'support', keywords: ['support', 'help', 'break'] },
  { topic: 'security', keywords: ['secure', 'safe', 'data'] },
  { topic: 'gettingStarted', keywords: ['start', 'begin', 'process'] },
  { topic: 'integrations', keywords: ['integrate', 'connect', 'software'] },
]

/** The answers carry the claims of SPEC §1; the fallback recommends a free consultation. */
export const replies: Record<ReplyTopic, string> = {
  pricing:
    'Setup is a one-time $500-2000, depending on how many systems we connect. Most clients earn it back in 2-3 months from leads they used to miss, and every setup comes with our 30-day satisfaction guarantee.',
  timing:
    'Most setups go live in 1-2 weeks. Simple tasks take just 2-3 days; complex, multi-system automations can take up to a month. You get an exact timeline on your free consultation.',
  support:
    'You are never on your own: we test everything with your team before launch, train you in plain English and stay on for ongoing support. Call or e-mail us any time and we respond within 24 hours.',
  security:
    'Your data stays yours. Every connection is encrypted, each tool gets only the access it needs, and we never sell or share your customer information.',
  gettingStarted:
    'Getting started is easy: take our free assessment (it takes under 2 minutes) or book a free 30-minute consultation. We map your biggest time-wasters and send you a plan within 24 hours.',
  integrations:
    'We connect to the tools you already use: your CRM, calendar, e-mail, phone system and booking software. Your team keeps working the way it does today; the busywork just disappears.',
  fallback: `Great question! The best way to get a clear answer for your business is a free 30-minute consultation. You can also take our 2-minute assessment, or call us at ${site.phone}.`,
}

export function topicOf(message: string): ReplyTopic {
  const text = message.toLowerCase()
  const group = keywordGroups.find(({ keywords }) => keywords.some((keyword) => text.includes(keyword)))
  return group?.topic ?? 'fallback'
}

/** The assistant's answer to a visitor's message (SPEC §2). Pure: no clock, no network. */
export function replyTo(message: string): string {
  return replies[topicOf(message)]
}
