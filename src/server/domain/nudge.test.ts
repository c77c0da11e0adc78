import { describe, expect, it } from 'vitest'
import { nudgeVerdict, type NudgeFacts } from './nudge'

const fresh: NudgeFacts = { status: 'New', unsubscribedAt: null, booked: false, replied: false, hardBounced: false }

describe('the nudge rule', () => {
  it('lets the product nudge a new lead nobody has heard from', () => {
    expect(nudgeVerdict(fresh)).toEqual({ allowed: true, reason: null })
  })

  it.each([
    ['an unsubscribe', { unsubscribedAt: new Date('2027-01-01T00:00:00Z') }, 'unsubscribed'],
    ['a hard bounce', { hardBounced: true }, 'bounced'],
    ['a reply', { replied: true }, 'replied'],
    ['a booked call', { booked: true }, 'booked'],
    ["the owner moving the lead to 'Contacted'", { status: 'Contacted' }, 'status'],
    ["the owner moving the lead to 'Proposal Sent'", { status: 'Proposal Sent' }, 'status'],
  ] as const)('stops after %s', (_what, change, reason) => {
    expect(nudgeVerdict({ ...fresh, ...change })).toEqual({ allowed: false, reason })
  })

  it("names the lead's own word before the owner's status when both apply", () => {
    expect(nudgeVerdict({ ...fresh, status: 'Demo Scheduled', booked: true })).toEqual({ allowed: false, reason: 'booked' })
    expect(nudgeVerdict({ ...fresh, status: 'Interested', unsubscribedAt: new Date(), replied: true })).toEqual({ allowed: false, reason: 'unsubscribed' })
  })
})
