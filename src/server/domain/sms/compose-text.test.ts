import { describe, expect, it } from 'vitest'
import { composeFirstText, composeFollowUpText, composeMissedCallText, composeOwnerAlert, optOutLine, textSafeName } from './compose-text'
import { countSegments } from '@/shared/sms-segments'

const link = 'https://bluegrassai.com/b/Xk3h9QpLm2'
const facts = { fullName: 'Maria Lopez', businessName: 'Lopez Roofing', senderName: 'Bluegrass AI', bookingUrl: link }

describe('the texts the pipeline sends', () => {
  it('names the person, the business and us, with the link and the opt-out line, in one GSM-7 segment', () => {
    const text = composeFirstText(facts)
    expect(text).toBe(`Hi Maria, Bluegrass AI here: we got your request about Lopez Roofing. Book a call: ${link} ${optOutLine}`)
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })

  it('shortens a long business name rather than spill into a second segment', () => {
    const text = composeFirstText({ ...facts, businessName: 'The Very Long Name Of A Family Owned Heating, Cooling And Plumbing Company Of Central Kentucky' })
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(text).toContain('about The Very Long')
    expect(text).toContain(link)
    expect(text.endsWith(optOutLine)).toBe(true)
  })

  it('drops an emoji or curly quote from a name, so one character never makes it UCS-2', () => {
    const text = composeFirstText({ ...facts, fullName: 'Zoë “Z” 🔥 Adams', businessName: 'Zoë’s Café 🍕' })
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(text).toContain("Zoe's Café")
    expect(text).toContain('Hi Zoe,')
    expect(text).not.toContain('🍕')
  })

  it('still fits with no business and a long link', () => {
    const text = composeFollowUpText({ ...facts, businessName: null, bookingUrl: `https://a-much-longer-agency-domain.example.com/b/Xk3h9QpLm2` })
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(text).not.toContain('about')
  })

  it('a name is one line, GSM-7, at most the length asked', () => {
    expect(textSafeName('  Ann\n  Marie  ', 40)).toBe('Ann Marie')
    expect(textSafeName('Abcdefghij', 5)).toBe('Abcd.')
    expect(textSafeName(null, 5)).toBe('')
  })
})

describe('the owner’s alerts', () => {
  it('say what happened with the name, the business and the link, and nothing else, in one segment', () => {
    expect(composeOwnerAlert({ what: 'hot-lead', fullName: 'Maria Lopez', businessName: 'Lopez Roofing', link: 'https://bluegrassai.com/admin' })).toBe(
      'New hot lead: Maria Lopez (Lopez Roofing). Open: https://bluegrassai.com/admin',
    )
    expect(composeOwnerAlert({ what: 'text', fullName: null, businessName: null, link: 'https://bluegrassai.com/admin' })).toBe('Someone texted the business number. Open: https://bluegrassai.com/admin')
    const long = composeOwnerAlert({ what: 'text', fullName: 'A'.repeat(120), businessName: 'B'.repeat(120), link: 'https://bluegrassai.com/admin' })
    expect(countSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })
})

describe('the missed-call text-back', () => {
  it('says sorry, who we are, the booking link and how to stop, in one GSM-7 segment', () => {
    const link = 'https://bluegrassai.com/b/AbCdEfGh23'
    const text = composeMissedCallText({ senderName: 'Bluegrass AI', bookingUrl: link })
    expect(text).toBe(`Sorry we missed your call! Bluegrass AI here. We'll call you back soon, or pick a time: ${link} ${optOutLine}`)
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    // A long business name or address still fits: the shorter wording.
    const long = composeMissedCallText({ senderName: 'Bluegrass Roofing and Gutters of Central Kentucky', bookingUrl: link })
    expect(countSegments(long)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
    expect(long).toContain(link)
    expect(long.endsWith(optOutLine)).toBe(true)
  })

  it('tells the owner of a missed call with the name and the link only', () => {
    expect(composeOwnerAlert({ what: 'missed-call', fullName: '(859) 555-0141', businessName: null, link: 'https://bluegrassai.com/admin' })).toBe(
      'Missed call from (859) 555-0141: a call-back task is on your list. Open: https://bluegrassai.com/admin',
    )
  })
})
