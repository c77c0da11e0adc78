import { bookingApi, type SlotsResponse } from '@/shared/booking'
import { startOpenAiFake, type OpenAiFake } from '../tests/fakes/openai-fake'
import { startSmtpFake, type SmtpFake } from '../tests/fakes/smtp-fake'
import { calls, says, scripted, testAssistantConfig } from '../tests/support/assistant'
import { fakeProviders } from '../tests/support/providers'
import { waitFor } from '../tests/support/wait-for'
import { openPage } from './support/browser'
import { describe, expect, test } from './support/fixtures'
import { signIn } from './support/operator'
import { watchConsole } from './support/page-checks'
import { startTestServer } from './support/test-server'

/**
 * Issue 26 end to end: the real chat panel, the real server and a scripted model on loopback. A
 * visitor asks, the answer streams in, a call is booked in the conversation and confirmed by
 * e-mail; the owner finds the conversation on the lead's thread.
 */

const it = test
  // eslint-disable-next-line no-empty-pattern
  .extend('openai', { scope: 'file' }, async ({}, { onCleanup }): Promise<OpenAiFake> => {
    const openai = await startOpenAiFake()
    onCleanup(() => openai.close())
    return openai
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }): Promise<SmtpFake> => {
    const smtp = await startSmtpFake()
    onCleanup(() => smtp.close())
    return smtp
  })
it.override('server', { scope: 'file' }, async ({ openai, smtp }, { onCleanup }) => {
  const server = await startTestServer({ config: { providers: fakeProviders({ openai, smtp }), assistant: testAssistantConfig() } })
  onCleanup(() => server.close())
  return server
})

describe('the site assistant with a model', () => {
  it('answers from the facts as it streams, books a call, and the owner sees the conversation on the lead', { timeout: 120_000 }, async ({ page, url, openai, smtp }) => {
    const problems = watchConsole(page)
    const slots = (await (await fetch(url(`${bookingApi.slots}?days=14`))).json()) as SlotsResponse
    const start = slots.slots[0]!.start
    const email = 'morgan@morganheating.example'

    await openPage(page, url('/'))
    // The status says a model answers, asked once the panel is open.
    const status = page.waitForResponse((response) => response.url().endsWith('/api/assistant'))
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const panel = page.getByRole('dialog', { name: /Assistant/ })
    const input = panel.getByRole('textbox', { name: 'Your message' })
    await input.waitFor()
    expect(await (await status).json()).toEqual({ mode: 'model' })

    openai.chat = () => ({ text: ['Setup is a one-time $500-2000. ', 'Most setups go live ', 'in 1-2 weeks.'], tokens: 40, delayMs: 150 })
    await input.fill('Can someone call me tomorrow morning?')
    await input.press('Enter')
    const bot = panel.locator('li[data-author="bot"]')
    await bot.filter({ hasText: 'Most setups go live in 1-2 weeks.' }).waitFor()

    openai.chat = scripted(calls({ name: 'book_call', arguments: { start, name: 'Morgan Lee', email } }), says('Done: your call is booked, and a confirmation is on its way.'))
    await input.fill(`Yes please book the first time, I am Morgan Lee, ${email}`)
    await input.press('Enter')
    await panel.getByText('Manage your booking').waitFor()
    await bot.filter({ hasText: 'Done: your call is booked' }).waitFor()
    expect(await panel.getByRole('link', { name: 'Manage your booking' }).getAttribute('href')).toMatch(/\/booking\/[\w-]+$/)
    await waitFor(async () => smtp.messages.find((mail) => mail.to.includes(email)), 15_000, 'the confirmation e-mail')
    expect(problems).toEqual([])

    // The owner finds the conversation on the lead's thread.
    await signIn(page, url)
    await page.getByRole('button', { name: 'Morgan Lee' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Morgan Lee' })
    const chat = dialog.locator('li[data-direction="chat"]')
    await chat.waitFor()
    expect(await chat.textContent()).toContain('call booked')
    await chat.getByText('Show the transcript').click()
    await chat.getByText('Can someone call me tomorrow morning?').waitFor()
  })
})
