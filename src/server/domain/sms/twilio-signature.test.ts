import { describe, expect, it } from 'vitest'
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature'

// Twilio's published examples (its security documentation and helper-library snippets).
const authToken = '12345'
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2'
const params = (caller: string) => ({ CallSid: 'CA1234567890ABCDE', Caller: caller, Digits: '1234', From: caller, To: '+18005551212' })

describe("Twilio's request signature", () => {
  it("matches Twilio's published examples", () => {
    expect(twilioSignature(authToken, url, params('+14158675310'))).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=')
    expect(twilioSignature(authToken, url, params('+14158675309'))).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=')
    expect(isTwilioSignatureValid(authToken, 'GvWf1cFY/Q7PnoempGyD5oXAezc=', url, params('+14158675310'))).toBe(true)
  })

  it('does not depend on the order the parameters arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(params('+14158675310')).reverse())
    expect(isTwilioSignatureValid(authToken, 'GvWf1cFY/Q7PnoempGyD5oXAezc=', url, reversed)).toBe(true)
  })

  it('refuses a missing or wrong signature, another token, another URL or a changed parameter', () => {
    const good = 'GvWf1cFY/Q7PnoempGyD5oXAezc='
    expect(isTwilioSignatureValid(authToken, undefined, url, params('+14158675310'))).toBe(false)
    expect(isTwilioSignatureValid(authToken, '', url, params('+14158675310'))).toBe(false)
    expect(isTwilioSignatureValid(authToken, good.replace('G', 'H'), url, params('+14158675310'))).toBe(false)
    expect(isTwilioSignatureValid('54321', good, url, params('+14158675310'))).toBe(false)
    expect(isTwilioSignatureValid(authToken, good, `${url}&baz=3`, params('+14158675310'))).toBe(false)
    expect(isTwilioSignatureValid(authToken, good, url, { ...params('+14158675310'), Digits: '1235' })).toBe(false)
    expect(isTwilioSignatureValid(authToken, good, url, { ...params('+14158675310'), Extra: '' })).toBe(false)
    expect(isTwilioSignatureValid('', good, url, params('+14158675310'))).toBe(false)
  })

  it('accepts the URL signed with or without its default port', () => {
    const signedWithPort = twilioSignature(authToken, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', params('+14158675310'))
    expect(isTwilioSignatureValid(authToken, signedWithPort, url, params('+14158675310'))).toBe(true)
    expect(isTwilioSignatureValid(authToken, 'GvWf1cFY/Q7PnoempGyD5oXAezc=', 'https://mycompany.com:443/myapp.php?foo=1&bar=2', params('+14158675310'))).toBe(true)
  })
})
