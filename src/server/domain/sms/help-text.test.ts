import { describe, expect, it } from 'vitest'
import { site } from '@/shared/site'
import { helpText } from './help-text'
import { fitsOneGsmSegment } from '@/shared/sms-segments'
import { messagingTwiml } from './twiml'

describe('the HELP answer', () => {
  it('names the business, a phone and an e-mail, says how to stop, and fits one GSM-7 segment', () => {
    const text = helpText(site)
    expect(text).toContain(site.name)
    expect(text).toContain(site.phone)
    expect(text).toContain(site.email)
    expect(text).toContain('Reply STOP to opt out')
    expect(fitsOneGsmSegment(text)).toBe(true)
  })
})

describe('messaging TwiML', () => {
  it('answers nothing, or one escaped message', () => {
    expect(messagingTwiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>')
    expect(messagingTwiml('A & B <C>')).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>A &amp; B &lt;C&gt;</Message></Response>')
  })
})
