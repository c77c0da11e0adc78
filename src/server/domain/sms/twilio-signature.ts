import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Twilio's request signature (issue 31 item 4): every webhook Twilio sends carries
 * `X-Twilio-Signature`, the Base64 HMAC-SHA1, keyed with the account's auth token, of the full URL
 * Twilio requested followed by each POST parameter's name and value, sorted by name. A request
 * whose signature does not match came from someone else: answered 403, nothing stored.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string | string[] | undefined>): string {
  const data = Object.keys(params)
    .sort()
    .map((name) => {
      const value = params[name]
      // A repeated parameter is signed once per value, its values in order.
      return [value ?? ''].flat().sort().map((one) => name + one).join('')
    })
    .join('')
  return createHmac('sha1', authToken).update(Buffer.from(url + data, 'utf8')).digest('base64')
}

/**
 * Whether `signature` is Twilio's for this request. The URL is the one Twilio was given
 * (PUBLIC_URL + path + query); behind a proxy Twilio may sign it with or without the default
 * port, so both forms are tried, as Twilio's own libraries do.
 */
export function isTwilioSignatureValid(authToken: string, signature: string | undefined, url: string, params: Record<string, string | string[] | undefined>): boolean {
  if (!signature || !authToken) return false
  const given = Buffer.from(signature)
  return urlForms(url).some((form) => {
    const expected = Buffer.from(twilioSignature(authToken, form, params))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
}

function urlForms(url: string): string[] {
  // WHATWG URL drops a default port, so the authority is read as written.
  const match = /^(https?):\/\/([^/?#:]+)(?::(\d+))?(.*)$/i.exec(url)
  if (!match) return [url]
  const [, scheme, host, port, rest] = match as unknown as [string, string, string, string | undefined, string]
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80'
  if (port === undefined) return [url, `${scheme}://${host}:${defaultPort}${rest}`]
  return port === defaultPort ? [url, `${scheme}://${host}${rest}`] : [url]
}
