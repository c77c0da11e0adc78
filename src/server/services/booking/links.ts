import type { AppConfig } from '@/server/config'
import { signPrefillToken } from '@/server/domain/booking/prefill-token'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { bookingPagePath } from '@/shared/booking'

/**
 * Where every "book a call" link points (issue 22 item 3): our own /book page, or the external
 * scheduler SCHEDULING_URL names. A link in an e-mail to a lead carries a signed, expiring token
 * that fills in the form (the lead's id, no name or address in the URL); an external scheduler
 * gets none.
 */
export function bookingPageLink(config: AppConfig): string {
  return config.booking.schedulingUrl ?? `${config.publicUrl}${bookingPagePath}`
}

/** The booking link for one lead's e-mail, filling in the form for them. */
export async function bookingLinkFor(context: Pick<PipelineContext, 'config' | 'formTokens' | 'now'>, leadId: string): Promise<string> {
  const { config } = context
  if (config.booking.schedulingUrl) return config.booking.schedulingUrl
  const expiresAt = context.now().getTime() + config.booking.prefillLinkDays * 24 * 3600_000
  const token = signPrefillToken(await context.formTokens.key(), leadId, expiresAt)
  return `${config.publicUrl}${bookingPagePath}?t=${encodeURIComponent(token)}`
}
