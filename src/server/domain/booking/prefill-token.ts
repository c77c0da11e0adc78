import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link in our e-mails that fills in the booking form (issue 22 item 3): `/book?t=<token>`,
 * where the token names the lead by its id (nothing personal: no name, no address) and an
 * expiry, signed with HMAC-SHA256, so it cannot be made for another lead or kept forever.
 * `p1.<lead id>.<expires ms>.<signature>`. Pure: the secret and the clock are passed in.
 */

const version = 'p1'

function signature(secret: string, payload: string) {
  return createHmac('sha256', `booking-prefill:${secret}`).update(payload).digest('base64url')
}

export function signPrefillToken(secret: string, leadId: string, expiresAt: number): string {
  const payload = `${version}.${leadId}.${expiresAt}`
  return `${payload}.${signature(secret, payload)}`
}

/** The lead the token names, or null when it is forged, malformed or expired. */
export function readPrefillToken(token: string | undefined, secret: string, now: number): string | null {
  if (!token || token.length > 200) return null
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== version || !/^[0-9a-f-]{36}$/.test(parts[1]!) || !/^\d{1,15}$/.test(parts[2]!)) return null
  const expected = Buffer.from(signature(secret, parts.slice(0, 3).join('.')))
  const given = Buffer.from(parts[3]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return Number(parts[2]) >= now ? parts[1]! : null
}
