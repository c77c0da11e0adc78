import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { forwardTwiml, goodbyeTwiml, turnTwiml, voicemailMaxSeconds, voicemailTwiml } from './twiml'

const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false }).parse(xml) as { Response: Record<string, unknown> }

describe('the TwiML of calls', () => {
  it('rings the owner for the given seconds with the caller’s number shown, and tells the action how it went', () => {
    const { Response } = parse(forwardTwiml({ ownerPhone: '+18595550199', callerId: '+18595550140', ringSeconds: 20, action: 'https://example.test/api/voice/dialed' }))
    expect(Response.Dial).toEqual({ Number: '+18595550199', timeout: '20', action: 'https://example.test/api/voice/dialed', method: 'POST', callerId: '+18595550140' })
  })

  it('takes a voicemail of at most two minutes after the greeting, and says so when nothing was left', () => {
    const xml = voicemailTwiml({ greeting: 'Leave a message & we call back.', action: 'https://example.test/api/voice/recorded', noMessage: 'No message.' })
    expect(xml).toContain('Leave a message &amp; we call back.')
    const { Response } = parse(xml)
    expect(Response.Record).toMatchObject({ maxLength: String(voicemailMaxSeconds), action: 'https://example.test/api/voice/recorded', playBeep: 'true' })
    expect(voicemailMaxSeconds).toBe(120)
    expect(Response.Say).toEqual([
      { '#text': 'Leave a message & we call back.', voice: 'Polly.Joanna', language: 'en-US' },
      { '#text': 'No message.', voice: 'Polly.Joanna', language: 'en-US' },
    ])
    expect(Response).toHaveProperty('Hangup')
  })

  it('listens for speech while it speaks, and asks the action even after a silence', () => {
    const { Response } = parse(turnTwiml({ say: 'How can I help?', action: 'https://example.test/api/voice/turn?turn=2' }))
    expect(Response.Gather).toMatchObject({ input: 'speech', action: 'https://example.test/api/voice/turn?turn=2', actionOnEmptyResult: 'true', Say: { '#text': 'How can I help?' } })
  })

  it('says goodbye and hangs up', () => {
    const xml = goodbyeTwiml('Goodbye.')
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="Polly.Joanna" language="en-US">Goodbye.</Say><Hangup/></Response>')
  })
})
