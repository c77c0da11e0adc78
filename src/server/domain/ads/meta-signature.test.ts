import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isMetaSignatureValid, metaSignature } from './meta-signature'

const secret = 'a4b1c9d2e3f40516a7b8c9d0e1f2a3b4'
// Meta sends its JSON as it wrote it: escaped slashes and non-ASCII as \u escapes.
const raw = Buffer.from('{"object":"page","entry":[{"id":"1234","time":1700000000,"changes":[{"field":"leadgen","value":{"leadgen_id":"444","page_id":"1234","form_id":"555","created_time":1700000000,"note":"caf\\u00e9 \\/ bar"}}]}]}')

describe("Meta's webhook signature", () => {
  it('is the HMAC-SHA256 of the raw bytes with the app secret, as sha256=<hex>', () => {
    expect(metaSignature(secret, raw)).toBe(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`)
    expect(isMetaSignatureValid(secret, metaSignature(secret, raw), raw)).toBe(true)
  })

  it('is refused when it is missing, forged, for another secret, or computed over the body parsed and written again', () => {
    expect(isMetaSignatureValid(secret, undefined, raw)).toBe(false)
    expect(isMetaSignatureValid(secret, 'sha256=00', raw)).toBe(false)
    expect(isMetaSignatureValid(secret, metaSignature('another-secret', raw), raw)).toBe(false)
    expect(isMetaSignatureValid(undefined, metaSignature(secret, raw), raw)).toBe(false)
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))))
    expect(reserialised.equals(raw)).toBe(false)
    expect(isMetaSignatureValid(secret, metaSignature(secret, reserialised), raw)).toBe(false)
  })

  it('accepts the header in upper case hexadecimal', () => {
    expect(isMetaSignatureValid(secret, metaSignature(secret, raw).toUpperCase().replace('SHA256=', 'sha256='), raw)).toBe(true)
  })
})
