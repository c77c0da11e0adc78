import { eq } from 'drizzle-orm'
import type { Locator } from 'playwright-core'
import type { App } from '@/server/app'
import { voiceCalls } from '@/server/db/schema'
import { weekdays, type WeeklyHours } from '@/shared/booking'
import { voiceApi } from '@/shared/voice'
import { setOwnerSwitch } from '@/server/services/assistant/conversations'
import { startOpenAiFake, type OpenAiFake } from '../tests/fakes/openai-fake'
import { startTwilioFake, type TwilioFake } from '../tests/fakes/twilio-fake'
import { createVoiceCaller, type CallScript } from '../tests/fakes/twilio-voice-fake'
import { waitForIdleQueue } from '../tests/support/pipeline'
import { fakeProviders, ownerEmail } from '../tests/support/providers'
import { testConfig } from '../tests/support/test-app'
import { viewports } from './support/browser'
import { describe, expect, test } from './support/fixtures'
import { signIn } from './support/operator'
import { expectNoAxeViolations, saveScreenshot } from './support/page-checks'
import { startTestServer } from './support/test-server'

/**
 * Issue 32 in the browser: a lead made by a call from a new number, its calls in the Conversation
 * (one answered by the owner with its length, one missed with a voicemail played through the
 * server, the missed-call text between them, and one the receptionist took, as text with its
 * withheld answer marked), at 375 and 1280 px, with axe.
 */

const publicUrl = 'https://bluegrassai.example'
const allDay = Object.fromEntries(weekdays.map((day) => [day, [{ start: '00:00', end: '23:59' }]])) as WeeklyHours

const it = test
  // eslint-disable-next-line no-empty-pattern
  .extend('twilio', { scope: 'file' }, async ({}, { onCleanup }): Promise<TwilioFake> => {
    const twilio = await startTwilioFake()
    onCleanup(() => twilio.close())
    return twilio
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('openai', { scope: 'file' }, async ({}, { onCleanup }): Promise<OpenAiFake> => {
    const openai = await startOpenAiFake()
    onCleanup(() => openai.close())
    return openai
  })
it.override('server', { scope: 'file' }, async ({ twilio, openai }, { onCleanup }) => {
  const base = testConfig()
  const server = await startTestServer({
    config: { publicUrl, ownerEmail, providers: fakeProviders({ twilio, openai }), texts: { ...base.texts, ownerPhone: '+18595550199' }, voice: { ...base.voice, hours: allDay } },
  })
  onCleanup(() => server.close())
  return server
})

function place(app: App, twilio: TwilioFake, script: CallScript) {
  return createVoiceCaller(twilio, {
    voiceUrl: `${publicUrl}${voiceApi.inbound}`,
    send: async (url, request) => {
      const { pathname, search } = new URL(url)
      const response = await app.inject({ method: request.method, url: `${pathname}${search}`, headers: request.headers, ...(request.method === 'POST' ? { payload: request.body } : {}) })
      return { status: response.statusCode, body: response.body, contentType: String(response.headers['content-type'] ?? '') }
    },
  }).call(script)
}

const sidewaysScroll = (dialog: Locator) => dialog.evaluate((element) => element.scrollWidth - element.clientWidth)

describe("calls in the lead's conversation", () => {
  it('shows an answered call with its length, a missed one with its voicemail played through the server, and the receptionist’s conversation', { timeout: 180_000 }, async ({ page, url, server, twilio, openai }) => {
    const answered = await place(server.app, twilio, { from: '+18595550150', dial: [{ status: 'completed', seconds: 65 }] })
    // The owner's switch off: the missed call goes to voicemail; on: the receptionist takes the next.
    await setOwnerSwitch(server.database.db, false, new Date())
    const missed = await place(server.app, twilio, { from: '+18595550150', dial: [{ status: 'no-answer' }], record: [42] })
    await setOwnerSwitch(server.database.db, true, new Date())
    openai.chat = () => ({ text: ['Our plan is $99 a month, cancel anytime.'], tokens: 20 })
    const talkedTo = await place(server.app, twilio, { from: '+18595550150', dial: [{ status: 'busy' }], speech: ['How much does it cost?', null, null] })
    expect([...answered.errors, ...missed.errors, ...talkedTo.errors]).toEqual([])
    await waitForIdleQueue(server.database)
    const [row] = await server.database.db.select().from(voiceCalls).where(eq(voiceCalls.callSid, missed.callSid))

    await signIn(page, url)
    const name = '(859) 555-0150'
    await page.locator(`li[data-lead-id="${row!.leadId}"]`).getByRole('button', { name }).click()
    const dialog = page.getByRole('dialog', { name })
    const thread = dialog.getByRole('list', { name: 'Messages with this lead, oldest first' })
    const calls = thread.locator('li[data-direction="call"]')
    await calls.first().waitFor()
    expect(await calls.count()).toBe(3)
    const talked = thread.locator('li[data-direction="call"][data-outcome="answered"]')
    expect(await talked.textContent()).toContain('Answered by you')
    expect(await talked.textContent()).toContain('You talked for 1 min 05 s.')
    const voicemail = thread.locator('li[data-direction="call"][data-outcome="voicemail"]')
    expect(await voicemail.textContent()).toContain('Voicemail, 42 s')
    const player = voicemail.getByLabel('Voicemail from +1 859-555-0150, 42 s')
    expect(await player.getAttribute('src')).toBe(voiceApi.recording(row!.id))
    // The player's address answers the signed-in owner with the audio.
    const audio = await page.request.get(new URL(voiceApi.recording(row!.id), page.url()).href)
    expect(audio.status()).toBe(200)
    expect(audio.headers()['content-type']).toContain('audio/')
    // The receptionist's call, as text: the invented price withheld, marked, never said.
    const receptionist = thread.locator('li[data-direction="call"][data-outcome="receptionist"]')
    expect(await receptionist.textContent()).toContain('Caller: How much does it cost?')
    expect(await receptionist.textContent()).toMatch(/Withheld: .*figure/)
    expect(await receptionist.textContent()).not.toContain('$99')
    expect(await receptionist.textContent()).toContain('Ended: the caller said nothing twice')
    // The missed-call text sits in the same thread.
    expect(await thread.locator('li[data-direction="text-out"]').filter({ hasText: 'Missed-call text' }).count()).toBe(1)
    // No e-mail address: the e-mail reply says so and is off.
    expect(await dialog.getByText('No e-mail address: this lead reached us by phone. Answer by text or call.').count()).toBe(1)
    await expectNoAxeViolations(page, '[role="dialog"]')

    for (const [label, viewport] of [['375', viewports.phone], ['1280', viewports.desktop]] as const) {
      await page.setViewportSize(viewport)
      await voicemail.scrollIntoViewIfNeeded()
      expect(await sidewaysScroll(dialog), `the dialog at ${label} px`).toBeLessThanOrEqual(0)
      await saveScreenshot(dialog, `admin-calls-thread-${label}`)
    }
  })
})
