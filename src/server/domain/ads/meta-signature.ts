import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Meta's webhook signature (issue 33 item 1): `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256
 * of the request's raw bytes keyed with the app secret. It is checked over the bytes as they came,
 * never over a body parsed and serialised again (a different spacing or key order, an escaped
 * character, would change it).
 */
export function metaSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

export function isMetaSignatureValid(appSecret: string | undefined, header: string | undefined, rawBody: Buffer | string): boolean {
  if (!appSecret || !header) return false
  const given = Buffer.from(header.trim().toLowerCase())
  const expected = Buffer.from(metaSignature(appSecret, rawBody))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
