import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The form token (issue 14 "store first, decide after"; docs/decisions/028): the server's word
 * for when a visitor began a form, so the minimum fill time is measured on the server's clock,
 * not one the client writes. `v1.<issuedAt ms>.<nonce>.<HMAC-SHA256 of the rest>`, base64url.
 * A token cannot be forged without the secret, and its time cannot be moved. Pure: the clock,
 * the nonce and the secret are passed in.
 */

const version = 'v1'

/** Older tokens read as absent: a form left open for a week is begun again. */
export const formTokenMaxAgeMs = 7 * 24 * 60 * 60 * 1000

function signature(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

export function signFormToken(secret: string, issuedAt: number, nonce: string): string {
  const payload = `${version}.${issuedAt}.${nonce}`
  return `${payload}.${signature(secret, payload)}`
}

export type FormTokenReading = { kind: 'valid'; issuedAt: number } | { kind: 'missing' } | { kind: 'invalid' }

/** What a submitted token says: when its form began, or that it is missing, forged, expired or from the future. */
export function readFormToken(token: string | undefined, secret: string, now: number): FormTokenReading {
  if (token === undefined || token === '') return { kind: 'missing' }
  const parts = token.split('.')
  if (parts.length !== 4 || parts[0] !== version || !/^\d{1,15}$/.test(parts[1]!) || !/^[\w-]{1,64}$/.test(parts[2]!)) return { kind: 'invalid' }
  const expected = Buffer.from(signature(secret, parts.slice(0, 3).join('.')))
  const given = Buffer.from(parts[3]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' }
  const issuedAt = Number(parts[1])
  // A minute of leeway for instances whose clocks differ a little.
  if (issuedAt > now + 60_000 || now - issuedAt > formTokenMaxAgeMs) return { kind: 'invalid' }
  return { kind: 'valid', issuedAt }
}
