import { z } from 'zod'
import { attributionValueMax, type Attribution, type Touch } from '@/shared/attribution'

/**
 * Leads from the ad platforms' lead forms (issue 33): Meta's Lead Ads (the Page webhook names the
 * lead; the Graph API gives its answers) and Google Ads' lead form webhook. Both become one shape,
 * an `AdLead`, which enters the pipeline as a site form's lead does. Pure: no network, no clock.
 */

export type AdPlatform = 'meta' | 'google'

export type AdLead = {
  platform: AdPlatform
  /** The platform's id of the lead (Meta's leadgen_id, Google's lead_id): one lead per id, ever. */
  externalId: string
  fullName: string
  email: string | null
  phone: string | null
  businessName: string
  /** The form's other questions, as asked, with their answers. */
  answers: Record<string, string>
  formId: string | null
  campaignId: string | null
  /** The campaign's name when the platform gives it (Meta does; Google's webhook does not). */
  campaignName: string | null
  adSetId: string | null
  adId: string | null
  /** Google's click id (gclid), for the conversions sent back. */
  clickId: string | null
  /** Where the ad ran: facebook or instagram (Meta), google. */
  source: 'facebook' | 'instagram' | 'google'
  /** Google's "send test data": shown to the owner as a test, never answered. */
  isTest: boolean
}

// ---- Meta ---------------------------------------------------------------------------------

const id = z.union([z.string(), z.number()]).transform(String)

/** The Page webhook's body: `leadgen` changes name new leads (their answers come from the Graph API). */
export const metaWebhookSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        id: id.optional(),
        changes: z.array(z.object({ field: z.string(), value: z.record(z.string(), z.unknown()).optional() })).default([]),
      }),
    )
    .default([]),
})

export type MetaLeadgenChange = { leadgenId: string; pageId: string | null; formId: string | null; adId: string | null; adSetId: string | null }

const leadgenValueSchema = z.object({
  leadgen_id: id,
  page_id: id.optional(),
  form_id: id.optional(),
  ad_id: id.optional(),
  adgroup_id: id.optional(),
})

/** The new leads a webhook delivery names (other fields and malformed changes are passed over). */
export function leadgenChanges(body: z.infer<typeof metaWebhookSchema>): MetaLeadgenChange[] {
  if (body.object !== 'page') return []
  return body.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => {
      if (change.field !== 'leadgen') return []
      const value = leadgenValueSchema.safeParse(change.value)
      if (!value.success) return []
      const { leadgen_id, page_id, form_id, ad_id, adgroup_id } = value.data
      return [{ leadgenId: leadgen_id, pageId: page_id ?? entry.id ?? null, formId: form_id ?? null, adId: ad_id ?? null, adSetId: adgroup_id ?? null }]
    }),
  )
}

/** The fields the server asks the Graph API for, on `GET /{version}/{leadgen_id}`. */
export const metaLeadFields = ['id', 'created_time', 'field_data', 'form_id', 'ad_id', 'adset_id', 'campaign_id', 'campaign_name', 'platform', 'is_organic'] as const

export const metaGraphLeadSchema = z.object({
  id,
  created_time: z.string().optional(),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()).default([]) })).default([]),
  form_id: id.optional(),
  ad_id: id.optional(),
  adset_id: id.optional(),
  campaign_id: id.optional(),
  campaign_name: z.string().optional(),
  /** fb or ig. */
  platform: z.string().optional(),
})
export type MetaGraphLead = z.infer<typeof metaGraphLeadSchema>

const metaStandardFields = new Set(['full_name', 'first_name', 'last_name', 'email', 'phone_number', 'company_name'])

export function metaAdLead(lead: MetaGraphLead, change?: MetaLeadgenChange): AdLead {
  const answer = (name: string) => lead.field_data.find((field) => field.name === name)?.values.join(', ').trim() || null
  const answers = Object.fromEntries(
    lead.field_data.filter((field) => !metaStandardFields.has(field.name)).map((field) => [questionLabel(field.name), field.values.join(', ').trim()]),
  )
  return {
    platform: 'meta',
    externalId: lead.id,
    fullName: nameOf(answer('full_name'), answer('first_name'), answer('last_name')),
    email: answer('email'),
    phone: answer('phone_number'),
    businessName: answer('company_name') ?? '',
    answers,
    formId: lead.form_id ?? change?.formId ?? null,
    campaignId: lead.campaign_id ?? null,
    campaignName: lead.campaign_name?.trim() || null,
    adSetId: lead.adset_id ?? change?.adSetId ?? null,
    adId: lead.ad_id ?? change?.adId ?? null,
    clickId: null,
    source: lead.platform === 'ig' ? 'instagram' : 'facebook',
    isTest: false,
  }
}

// ---- Google -------------------------------------------------------------------------------

export const googleLeadSchema = z.object({
  lead_id: z.string().min(1),
  api_version: z.string().optional(),
  form_id: id.optional(),
  campaign_id: id.optional(),
  adgroup_id: id.optional(),
  creative_id: id.optional(),
  gcl_id: z.string().optional(),
  google_key: z.string().optional(),
  is_test: z.boolean().default(false),
  user_column_data: z.array(z.object({ column_id: z.string().optional(), column_name: z.string().optional(), string_value: z.string().default('') })).default([]),
})
export type GoogleLead = z.infer<typeof googleLeadSchema>

const googleStandardColumns = new Set(['FULL_NAME', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PHONE_NUMBER', 'COMPANY_NAME'])

export function googleAdLead(lead: GoogleLead): AdLead {
  const column = (columnId: string) => lead.user_column_data.find((one) => one.column_id === columnId)?.string_value.trim() || null
  const answers = Object.fromEntries(
    lead.user_column_data
      .filter((one) => !googleStandardColumns.has(one.column_id ?? ''))
      .map((one) => [one.column_name?.trim() || questionLabel(one.column_id ?? 'answer'), one.string_value.trim()]),
  )
  return {
    platform: 'google',
    externalId: lead.lead_id,
    fullName: nameOf(column('FULL_NAME'), column('FIRST_NAME'), column('LAST_NAME')),
    email: column('EMAIL'),
    phone: column('PHONE_NUMBER'),
    businessName: column('COMPANY_NAME') ?? '',
    answers,
    formId: lead.form_id ?? null,
    campaignId: lead.campaign_id ?? null,
    campaignName: null,
    adSetId: lead.adgroup_id ?? null,
    adId: lead.creative_id ?? null,
    clickId: lead.gcl_id?.trim() || null,
    source: 'google',
    isTest: lead.is_test,
  }
}

// ---- shared -------------------------------------------------------------------------------

function nameOf(full: string | null, first: string | null, last: string | null): string {
  return full ?? ([first, last].filter(Boolean).join(' ') || '')
}

/** A question's key as the owner reads it: what_is_your_budget? → What is your budget? */
function questionLabel(key: string): string {
  const words = key.replace(/[_]+/g, ' ').trim().toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

/**
 * Where an ad lead came from, as the site's own forms record it (shared/attribution.ts): the
 * platform as the source, paid_social or cpc as the medium, the campaign's name (else its id), and
 * Google's click id, so the insights count ad leads beside the site's UTM-tagged ones.
 */
export function adAttribution(lead: AdLead, at: Date): Attribution {
  const touch: Touch = {
    utm_source: lead.source,
    utm_medium: lead.platform === 'google' ? 'cpc' : 'paid_social',
    ...(lead.campaignName || lead.campaignId ? { utm_campaign: (lead.campaignName ?? lead.campaignId)!.slice(0, attributionValueMax) } : {}),
    ...(lead.clickId ? { gclid: lead.clickId.slice(0, attributionValueMax) } : {}),
    at: at.toISOString(),
  }
  return { first: touch, last: touch }
}

/** The ad lead's other answers as one text, for the lead's needs (what the owner and the e-mail read). */
export function answersText(answers: Record<string, string>): string {
  return Object.entries(answers)
    .filter(([, value]) => value)
    .map(([question, value]) => `${question}: ${value}`)
    .join('\n')
}
