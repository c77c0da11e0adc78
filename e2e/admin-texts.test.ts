import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import type { App } from '@/server/app'
import { leads } from '@/server/db/schema'
import { smsApi } from '@/shared/texts'
import { startTwilioFake, type TwilioFake } from '../tests/fakes/twilio-fake'
import { humanFormFields, validContact } from '../tests/support/fixtures'
import { waitForIdleQueue } from '../tests/support/pipeline'
import { fakeProviders, ownerEmail } from '../tests/support/providers'
import type { TestDatabase } from '../tests/support/test-database'
import { waitFor } from '../tests/support/wait-for'
import { viewports } from './support/browser'
import { describe, expect, test } from './support/fixtures'
import { signIn } from './support/operator'
import { expectFitsEveryWidth, expectNoAxeViolations, saveScreenshot } from './support/page-checks'
import { startTestServer } from './support/test-server'

/**
 * Issue 31 in the browser: the lead's texts in the Conversation beside the e-mails (ours with
 * their state, the lead's with what a STOP did), and "Reply by text": a live segment counter, the
 * text sent to Twilio (the fake) and shown in the thread, a toast that says so; and, for a number
 * that sent STOP, the box disabled with the reason.
 */

const publicUrl = 'https://bluegrassai.example'

const it = test
  // eslint-disable-next-line no-empty-pattern
  .extend('twilio', { scope: 'file' }, async ({}, { onCleanup }): Promise<TwilioFake> => {
    const twilio = await startTwilioFake()
    onCleanup(() => twilio.close())
    return twilio
  })
it.override('server', { scope: 'file' }, async ({ twilio }, { onCleanup }) => {
  const server = await startTestServer({ config: { publicUrl, ownerEmail, providers: fakeProviders({ twilio }) } })
  onCleanup(() => server.close())
  return server
})

let sid = 0
async function textFrom(app: App, twilio: TwilioFake, from: string, body: string) {
  const params = { MessageSid: `SM${String(++sid).padStart(32, '0')}`, AccountSid: twilio.accountSid, From: from, To: twilio.phoneNumber, Body: body, NumMedia: '0' }
  const { headers, body: payload } = twilio.signedForm(`${publicUrl}${smsApi.inbound}`, params)
  const response = await app.inject({ method: 'POST', url: smsApi.inbound, headers, payload })
  expect(response.statusCode).toBe(200)
}

async function leadWith(app: App, database: TestDatabase, fields: { email: string; fullName: string; businessName: string; line: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validContact({ email: fields.email, fullName: fields.fullName, businessName: fields.businessName, phone: `(859) 555-${fields.line}` }), smsConsent: true, ...humanFormFields() },
  })
  expect(response.statusCode, response.body).toBe(201)
  await waitForIdleQueue(database)
  const [lead] = await database.db.select().from(leads).where(eq(leads.email, fields.email))
  return { id: lead!.id, phone: `+1859555${fields.line}` }
}

/** How far the dialog scrolls sideways: a text's booking link is one long word, and must wrap rather than widen it. */
const sidewaysScroll = (dialog: Locator) => dialog.evaluate((element) => element.scrollWidth - element.clientWidth)

async function openLead(page: Page, leadId: string, name: string) {
  await page.locator(`li[data-lead-id="${leadId}"]`).getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog', { name })
  return { dialog, thread: dialog.getByRole('list', { name: 'Messages with this lead, oldest first' }) }
}

describe("texts in the lead's conversation", () => {
  it('shows the texts both ways, and sends the owner’s text with a live segment count', { timeout: 180_000 }, async ({ page, url, server, twilio }) => {
    const lead = await leadWith(server.app, server.database, { email: 'jo@fayettepainting.example', fullName: 'Jo Carter', businessName: 'Fayette Painting', line: '0177' })
    await textFrom(server.app, twilio, lead.phone, 'Can you call me Tuesday after 2?')

    await signIn(page, url)
    const { dialog, thread } = await openLead(page, lead.id, 'Jo Carter')
    const ours = thread.locator('li[data-direction="text-out"]').filter({ hasText: 'First answer' })
    await ours.waitFor()
    expect(await ours.textContent()).toContain('Hi Jo')
    expect(await ours.getByText('Text', { exact: true }).count()).toBe(1)
    const theirs = thread.locator('li[data-direction="text-in"]')
    expect(await theirs.textContent()).toContain('Can you call me Tuesday after 2?')
    expect(await theirs.textContent()).toContain('+1 859-555-0177')

    const box = dialog.getByLabel('Reply by text to +1 859-555-0177')
    const counter = dialog.locator('[data-text-counter]')
    expect(await counter.textContent()).toBe('0/160 · 1 segment')
    await box.fill('x'.repeat(161))
    expect(await counter.textContent()).toBe('161/306 · 2 segments')
    await box.fill('Tuesday at 2:30 works 🙂')
    expect(await counter.textContent()).toContain('· 70 per segment because of 🙂')
    await box.fill('Tuesday at 2:30 works. Talk then!')
    expect(await counter.textContent()).toBe('33/160 · 1 segment')

    await expectNoAxeViolations(page, '[role="dialog"]')
    await expectFitsEveryWidth(page, 'admin-texts', { widths: ['phone', 'desktop'] })

    // Sent from the keyboard: focus on Send, Enter.
    await dialog.getByRole('button', { name: 'Send text' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Text sent to +1 859-555-0177', { exact: true }).waitFor()
    const sent = await waitFor(async () => twilio.messages.find((message) => message.to === lead.phone && message.body === 'Tuesday at 2:30 works. Talk then!'))
    expect(sent.from).toBe(twilio.phoneNumber)
    const reply = thread.locator('li[data-direction="text-out"]').filter({ hasText: 'Tuesday at 2:30 works. Talk then!' })
    await reply.waitFor()
    expect(await reply.textContent()).toContain('Your reply')
    expect(await reply.textContent()).toContain('sent')
    expect(await box.inputValue()).toBe('')

    for (const [label, viewport] of [['375', viewports.phone], ['1280', viewports.desktop]] as const) {
      await page.setViewportSize(viewport)
      await reply.scrollIntoViewIfNeeded()
      expect(await sidewaysScroll(dialog), `the dialog at ${label} px`).toBeLessThanOrEqual(0)
      await saveScreenshot(dialog, `admin-texts-thread-${label}`)
    }
  })

  it('disables the reply by text, with the reason, for a number that sent STOP', { timeout: 120_000 }, async ({ page, url, server, twilio }) => {
    const lead = await leadWith(server.app, server.database, { email: 'sam@bluegrassbakery.example', fullName: 'Sam Ortiz', businessName: 'Bluegrass Bakery', line: '0178' })
    await textFrom(server.app, twilio, lead.phone, 'STOP')
    const before = twilio.messages.length

    await signIn(page, url)
    const { dialog, thread } = await openLead(page, lead.id, 'Sam Ortiz')
    const stop = thread.locator('li[data-direction="text-in"][data-keyword="opt-out"]')
    await stop.waitFor()
    expect(await stop.textContent()).toContain('nothing more is texted to this number until it texts START')

    const box = dialog.getByLabel('Reply by text to +1 859-555-0178')
    expect(await box.isDisabled()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Send text' }).isDisabled()).toBe(true)
    const why = dialog.locator('[data-texts-blocked]')
    expect(await why.textContent()).toMatch(/^\+18595550178 sent STOP on \d{4}-\d{2}-\d{2}/)
    // The reason is the field's description, so a screen reader says it on reaching the box.
    expect(await box.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'))
    await expectNoAxeViolations(page, '[role="dialog"]')
    await expectFitsEveryWidth(page, 'admin-texts-blocked', { widths: ['phone'] })
    expect(await sidewaysScroll(dialog)).toBeLessThanOrEqual(0)

    await page.setViewportSize(viewports.phone)
    await why.scrollIntoViewIfNeeded()
    await saveScreenshot(dialog, 'admin-texts-blocked-375')
    expect(twilio.messages.length).toBe(before)
  })
})
