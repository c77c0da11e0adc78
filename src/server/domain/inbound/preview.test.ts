import { describe, expect, it } from 'vitest'
import { mailFixture } from '../../../../tests/fixtures/mail'
import { parseInboundMail } from './message'
import { previewMaxLength, replyPreview } from './preview'

describe('the preview of a reply', () => {
  it("cuts Gmail's quoted history and the signature", async () => {
    const mail = await parseInboundMail(mailFixture('gmail-reply'))
    expect(replyPreview(mail.text)).toBe('Yes, call me Tuesday after 2pm — we lose about ten leads a week to voicemail.\n\nThanks,\nDana')
  })

  it("cuts Outlook's quoted header block from an HTML-only reply", async () => {
    const mail = await parseInboundMail(mailFixture('outlook-html-reply'))
    const preview = replyPreview(mail.text)
    expect(preview).toMatch(/^Interested\. What would the missed-call text-back cost/)
    expect(preview).not.toMatch(/Sent:|Thanks for reaching out/)
  })

  it("cuts 'Sent from my iPhone' and the forwarded message below it", async () => {
    const mail = await parseInboundMail(mailFixture('reply-from-another-address'))
    const preview = replyPreview(mail.text)
    expect(preview).toMatch(/keep Marcus copied\.\n\nPriya Bell\nOffice manager, Bell HVAC$/)
  })

  it.each([
    ['Ja, gerne.\n\nAm 23.11.2026 um 16:15 schrieb Bluegrass AI <a@b.com>:\n> Hallo', 'Ja, gerne.'],
    ['Oui.\n\nLe lun. 23 nov. 2026 à 16:15, Bluegrass AI <a@b.com> a écrit :\n> Bonjour', 'Oui.'],
    ['Sure.\n\n-----Original Message-----\nFrom: a@b.com', 'Sure.'],
    ['Sure.\n\nOn Mon, Nov 23, 2026 at 4:15 PM Bluegrass AI <automation@bluegrassai.com>\nwrote:\n> hi', 'Sure.'],
    ['Fine by me\n> quoted line\nmore', 'Fine by me'],
  ])('cuts the quote in %j', (text, expected) => {
    expect(replyPreview(text)).toBe(expected)
  })

  it('keeps a line starting with From: that is not a quoted header', () => {
    expect(replyPreview('From: my side, Tuesday works.\nThanks')).toBe('From: my side, Tuesday works.\nThanks')
  })

  it('shows the quote when the reply is nothing but a quote', () => {
    expect(replyPreview('> only quoted')).toBe('> only quoted')
  })

  it('shortens a long reply with an ellipsis', () => {
    const preview = replyPreview('word '.repeat(400))
    expect(preview.length).toBe(previewMaxLength)
    expect(preview.endsWith('…')).toBe(true)
  })
})
