import { z } from './zod'

/**
 * Where a visitor came from (issue 24, docs/decisions/037): the campaign parameters and click ids
 * of the URL they landed on, the external site that sent them (its host only) and the path they
 * landed on. The inline boot code keeps the first touch (90 days) and the last in the browser's
 * storage (web/lib/attribution-capture.ts); every public form sends both as `attribution`, and
 * the server stores them with the submission, and the first touch with the lead.
 */

/** Every value is capped at this many characters (the boot code cuts at the same length). */
export const attributionValueMax = 200

/** The URL parameters kept, as they are named in the URL and in the stored touch. */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'li_fat_id'] as const

const value = z.string().trim().max(attributionValueMax)

/** One touch: a landing, with what its URL and referrer said. */
export const touchSchema = z.strictObject({
  utm_source: value.optional(),
  utm_medium: value.optional(),
  utm_campaign: value.optional(),
  utm_term: value.optional(),
  utm_content: value.optional(),
  gclid: value.optional(),
  fbclid: value.optional(),
  li_fat_id: value.optional(),
  /** The referring site's host, only when it is another site. */
  referrer: value.optional(),
  /** The path the visitor landed on, without its query. */
  landingPath: value.optional(),
  /** When the landing happened (ISO 8601). */
  at: z.iso.datetime({ offset: true }).optional(),
})
export type Touch = z.infer<typeof touchSchema>

/** What a public form sends: the first touch (kept 90 days) and the last. */
export const attributionSchema = z.strictObject({ first: touchSchema.optional(), last: touchSchema.optional() })
export type Attribution = z.infer<typeof attributionSchema>

/** The field every public form's body may carry. */
export const attributionField = { attribution: attributionSchema.optional() }

/**
 * The parameters that say a visit came from a campaign someone runs (a named campaign, or an ad
 * network's click id): the visitor-mail cap lets such leads through further (decision 022).
 */
export const campaignTouchKeys = ['utm_campaign', 'gclid', 'fbclid', 'li_fat_id'] as const

export const isCampaignTouch = (touch: Touch | null | undefined): boolean => campaignTouchKeys.some((key) => Boolean(touch?.[key]))

/** A lead's channel, as the insights group it: source / medium / campaign. */
export type Channel = { source: string; medium: string; campaign: string }

export const directSource = '(direct)'
export const noMedium = '(none)'
export const noCampaign = '(not set)'

/**
 * The channel of a touch, in one place: the UTM parameters when given; else a click id names
 * the ad network (Google, Meta, LinkedIn; medium 'cpc'); else the referring host ('referral');
 * else direct. Sources and media are lower-cased so 'Facebook' and 'facebook' are one row.
 */
export function channelOf(touch: Touch | undefined): Channel {
  const clickSource = touch?.gclid ? 'google' : touch?.fbclid ? 'facebook' : touch?.li_fat_id ? 'linkedin' : undefined
  const source = touch?.utm_source?.toLowerCase() || clickSource || touch?.referrer?.toLowerCase() || directSource
  const medium = touch?.utm_medium?.toLowerCase() || (clickSource ? 'cpc' : touch?.referrer ? 'referral' : noMedium)
  return { source, medium, campaign: touch?.utm_campaign || noCampaign }
}

/**
 * The touch of a form posted without JavaScript, from its own request: the page it was sent
 * from (the Referer, when the browser gives it) is the landing path, with that page's campaign
 * parameters; an external Referer is the referrer; without one, the form's own page. Its time is
 * the submission's own.
 */
export function touchFromRequest(referer: string | undefined, ownHost: string | undefined, formPath: string): Touch {
  const touch: Touch = { landingPath: formPath }
  if (!referer) return touch
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return touch
  }
  if (ownHost && url.host !== ownHost) return { ...touch, referrer: url.hostname.slice(0, attributionValueMax) }
  touch.landingPath = url.pathname.slice(0, attributionValueMax)
  for (const name of campaignParameters) {
    const found = url.searchParams.get(name)?.trim()
    if (found) touch[name] = found.slice(0, attributionValueMax)
  }
  return touch
}
