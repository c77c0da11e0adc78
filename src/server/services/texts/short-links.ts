import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { shortLinks } from '@/server/db/schema'
import { bookingLinkFor } from '@/server/services/booking/links'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { shortBookingPath } from '@/shared/texts'

/**
 * The booking link a text carries (issue 31 item 3): `/b/<code>`, ten random characters that
 * stand for the lead's signed /book link (services/booking/links.ts). That link is about 130
 * characters, most of a 160-character text; the code is 36 with the site's address, names nothing
 * personal, cannot be guessed (about 59 bits), and expires with the signed link it opens.
 */

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
export const shortCodeLength = 10

function newCode(): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 57).
  const limit = 256 - (256 % alphabet.length)
  let code = ''
  while (code.length < shortCodeLength) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && code.length < shortCodeLength) code += alphabet[byte % alphabet.length]
    }
  }
  return code
}

type LinkContext = Pick<PipelineContext, 'db' | 'config' | 'formTokens' | 'now'>

/** The short link to book a call for this lead; the external scheduler's own link when SCHEDULING_URL is set. */
export async function shortBookingLink(context: LinkContext, leadId: string): Promise<string> {
  const { config } = context
  if (config.booking.schedulingUrl) return config.booking.schedulingUrl
  const expiresAt = new Date(context.now().getTime() + config.booking.prefillLinkDays * 24 * 3600_000)
  const [row] = await context.db.insert(shortLinks).values({ code: newCode(), leadId, expiresAt }).returning({ code: shortLinks.code })
  return `${config.publicUrl}${shortBookingPath(row!.code)}`
}

/** Where a short link goes: the lead's signed /book link while it lasts, else the plain /book page. */
export async function openShortLink(context: LinkContext, code: string): Promise<string | null> {
  if (!new RegExp(`^[${alphabet}]{${shortCodeLength}}$`).test(code)) return null
  const [row] = await context.db
    .select({ leadId: shortLinks.leadId })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, context.now())))
  if (!row) return null
  return bookingLinkFor(context, row.leadId)
}
