import type { Page, Route } from 'playwright-core'
import { assistantMessageTooLong, type AssistantEvent, type AssistantMode, type AssistantRequest } from '@/shared/assistant'
import { replies } from '@/shared/content/chat-replies'
import { greeting, quickQuestions } from '@/web/features/chat/lib/conversation'
import { openPage, reloadPage } from './support/browser'
import { describe, expect, it, type NewPage, type Url } from './support/fixtures'
import { expectNoAxeViolations, watchConsole } from './support/page-checks'

/**
 * Issue 26 in the browser: the chat with a language model behind it. The server's side is
 * played by page.route with the protocol of shared/assistant.ts, so these tests show what the
 * visitor sees for each thing the server may say.
 */

const conversationId = '6f1c2a8e-0d0b-4f57-9a4e-2b1f0c3d4e5f'
const visitorZone = 'America/Chicago'
const booked = {
  type: 'booked',
  start: '2027-03-16T18:00:00.000Z',
  end: '2027-03-16T18:30:00.000Z',
  timeZone: 'America/New_York',
  manageUrl: '/booking/test-token',
  heldForReview: false,
} as const satisfies AssistantEvent

/** An answer as the server streams it: one `data:` line per event, with a keep-alive comment. */
function eventStream(events: AssistantEvent[]) {
  return { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }, body: `: hello\n\n${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}` }
}

type Fulfilment = Parameters<Route['fulfill']>[0]
type Visitor = { page: Page; requests: AssistantRequest[]; problems: string[] }

/**
 * A visitor on the home page with the chat open, the server saying `mode`; each message the chat
 * posts is kept in `requests` and answered by `answer` (its index counts from 0).
 */
async function openAssistantChat(
  newPage: NewPage,
  url: Url,
  { mode = 'model', answer = () => eventStream([{ type: 'done', mode: 'model' }]) }: { mode?: AssistantMode; answer?: (index: number) => Fulfilment | Promise<Fulfilment> } = {},
): Promise<Visitor> {
  const page = await newPage({ timezoneId: visitorZone })
  const problems = watchConsole(page)
  const requests: AssistantRequest[] = []
  await page.route('**/api/assistant', (route) => route.fulfill({ json: { mode }, headers: { 'cache-control': 'no-store' } }))
  await page.route('**/api/assistant/messages', async (route) => {
    requests.push(route.request().postDataJSON() as AssistantRequest)
    await route.fulfill(await answer(requests.length - 1))
  })
  const statusAsked = page.waitForRequest('**/api/assistant')
  await openPage(page, url('/'))
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await panel(page).waitFor()
  await statusAsked
  return { page, requests, problems }
}

const panel = (page: Page) => page.getByRole('dialog', { name: /Assistant/ })
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' })
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send message' })
const botMessages = (page: Page) => panel(page).locator('li[data-author=bot]')
const userMessages = (page: Page) => panel(page).locator('li[data-author=user]')
const typing = (page: Page) => panel(page).locator('[data-slot=chat-typing]')
const bookingCard = (page: Page) => panel(page).locator('[data-slot=chat-booking]')
const inputError = (page: Page) => panel(page).locator('[data-slot=chat-input-error]')
/** Each message's own text: the text beside the speaker label, without a booking card. */
const textsOf = (messages: ReturnType<typeof botMessages>) =>
  messages.evaluateAll((items) =>
    items.map((item) =>
      [...item.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  )
const announced = (page: Page) => panel(page).locator('[aria-live=polite]').textContent()

/** Model mode is on once the field takes no more than the model's longest message. */
async function modelModeOn(page: Page) {
  await expect.poll(() => input(page).getAttribute('maxlength')).toBe('1000')
}

async function type(page: Page, message: string) {
  await input(page).fill(message)
  await input(page).press('Enter')
}

/** What the console said, less the failed requests a test answered with an error on purpose. */
const unexpected = (problems: string[]) => problems.filter((problem) => !/Failed to load resource: the server responded with a status of (409|422|429|503)/.test(problem))

/** The server's answer to the first message (it booked the call), then to every later one. */
const bookingAnswer = (index: number) =>
  index === 0
    ? eventStream([
        { type: 'conversation', id: conversationId },
        { type: 'text', text: 'Let me check. ' },
        { type: 'replace', text: 'Good news: ' },
        { type: 'text', text: 'you are booked ' },
        { type: 'text', text: 'for Tuesday.' },
        { type: 'lead', heldForReview: false },
        booked,
        { type: 'done', mode: 'model' },
      ])
    : eventStream([{ type: 'conversation', id: conversationId }, { type: 'text', text: 'See you then!' }, { type: 'done', mode: 'model' }])

// A test of several page loads and an axe pass: minutes, not seconds, on a busy two-core CI machine.
const severalSteps = { timeout: 120_000 }

describe('chat with the assistant model (issue 26)', () => {
  it('streams the answer into the bot bubble and shows the booked call', severalSteps, async ({ newPage, url }) => {
    const { page, requests, problems } = await openAssistantChat(newPage, url, { answer: bookingAnswer })
    await modelModeOn(page)
    await type(page, 'Can I book a call on Tuesday at 1pm? Dana, dana@example.com')

    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'Good news: you are booked for Tuesday.'])
    expect(await textsOf(userMessages(page))).toEqual(['Can I book a call on Tuesday at 1pm? Dana, dana@example.com'])
    expect(await input(page).inputValue()).toBe('')
    expect(await typing(page).count()).toBe(0)

    // The card: in the answer that booked it, the time in the zone the call was booked in.
    const card = botMessages(page).nth(1).locator('[data-slot=chat-booking]')
    expect((await card.innerText()).split('\n').filter(Boolean)).toEqual(['Call booked', 'Tuesday, March 16', '2:00 – 2:30 PM EDT', 'Manage your booking'])
    const manage = card.getByRole('link', { name: 'Manage your booking' })
    expect(new URL((await manage.getAttribute('href'))!).pathname).toBe('/booking/test-token')
    // Screen readers hear the whole answer once it is complete.
    await expect.poll(() => announced(page)).toBe('Good news: you are booked for Tuesday. Call booked: Tuesday, March 16, 2:00 – 2:30 PM EDT.')

    expect(requests[0]).toMatchObject({ message: 'Can I book a call on Tuesday at 1pm? Dana, dana@example.com', timeZone: visitorZone })
    expect(requests[0]).not.toHaveProperty('conversationId')
    expect(typeof requests[0]!.formToken).toBe('string')
    await expectNoAxeViolations(page, '[role="dialog"]')
    expect(unexpected(problems)).toEqual([])
  })

  it('sends the conversation id with the next message, and keeps it and the card across a reload', severalSteps, async ({ newPage, url }) => {
    const { page, requests, problems } = await openAssistantChat(newPage, url, { answer: bookingAnswer })
    await modelModeOn(page)
    await type(page, 'Can I book a call on Tuesday at 1pm? Dana, dana@example.com')
    await bookingCard(page).waitFor()

    // The first message starts the conversation; the next carries its id.
    await type(page, 'Thanks!')
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'Good news: you are booked for Tuesday.', 'See you then!'])
    expect(requests[1]).toMatchObject({ conversationId, message: 'Thanks!', timeZone: visitorZone, formToken: requests[0]!.formToken })
    expect(await bookingCard(page).count()).toBe(1)

    // A reload keeps the card and the conversation's id.
    await reloadPage(page)
    await page.getByRole('button', { name: 'Chat with us' }).click()
    await modelModeOn(page)
    expect(await bookingCard(page).count()).toBe(1)
    await type(page, 'One more thing')
    await expect.poll(() => requests.length).toBe(3)
    expect(requests[2]).toMatchObject({ conversationId, message: 'One more thing' })
    expect(unexpected(problems)).toEqual([])
  })

  // Several steps with waits of their own after a reload: the room the other multi-step tests have.
  it('shows the answer as it arrives, after the typing indicator, and announces it once complete', severalSteps, async ({ newPage, url }) => {
    const { page } = await openAssistantChat(newPage, url)
    // The answer's bytes, handed over one by one as the test says: route.fulfill sends a body whole.
    await page.addInitScript(() => {
      const realFetch = window.fetch
      let stream: ReadableStreamDefaultController<Uint8Array>
      Object.assign(window, { answerPiece: (text: string) => stream.enqueue(new TextEncoder().encode(text)) })
      window.fetch = (input, init) => {
        if (!String(input instanceof Request ? input.url : input).endsWith('/api/assistant/messages')) return realFetch(input, init)
        const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) })
        return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }))
      }
    })
    // Hydrated before the chat opens: the fetch above is the one the panel's code calls.
    await reloadPage(page)
    await page.getByRole('button', { name: 'Chat with us' }).click()
    await modelModeOn(page)
    const piece = (text: string) => page.evaluate((text) => (window as unknown as { answerPiece(text: string): void }).answerPiece(text), text)
    const line = (event: AssistantEvent) => `data: ${JSON.stringify(event)}\n\n`

    await type(page, 'Can you check the calendar?')
    await typing(page).waitFor()
    await piece(line({ type: 'conversation', id: conversationId }))
    await page.waitForTimeout(200)
    expect(await typing(page).count()).toBe(1)

    // The first words, their event split across two pieces.
    const first = line({ type: 'text', text: 'Let me check' })
    await piece(first.slice(0, 20))
    await page.waitForTimeout(200)
    expect(await textsOf(botMessages(page))).toEqual([greeting.text])
    await piece(first.slice(20))
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'Let me check'])
    expect(await typing(page).count()).toBe(0)
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true')
    await piece(line({ type: 'text', text: ' the calendar.' }))
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'Let me check the calendar.'])
    expect(await announced(page)).toBe('')

    // Complete at 'done', whether or not the server has closed the stream yet.
    await piece(line({ type: 'done', mode: 'model' }))
    await expect.poll(() => announced(page)).toBe('Let me check the calendar.')
    expect(await sendButton(page).getAttribute('aria-disabled')).toBeNull()
  })

  it('says a person confirms a call held for review', async ({ newPage, url }) => {
    const { page } = await openAssistantChat(newPage, url, {
      answer: () => eventStream([{ type: 'conversation', id: conversationId }, { ...booked, heldForReview: true }, { type: 'done', mode: 'model' }]),
    })
    await modelModeOn(page)
    await type(page, 'Book me Tuesday 1pm')
    await bookingCard(page).waitFor()
    const card = (await bookingCard(page).textContent()) ?? ''
    expect(card).toContain('Call requested')
    expect(card).toContain('A person from our team will confirm it with you.')
  })

  it('shows the typing indicator and takes no second message until the answer comes, leaving the field free', async ({ newPage, url }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const { page, requests } = await openAssistantChat(newPage, url, {
      answer: async () => {
        await released
        return eventStream([{ type: 'text', text: 'Here you are.' }, { type: 'done', mode: 'model' }])
      },
    })
    await modelModeOn(page)
    await type(page, 'How much does it cost?')
    await expect.poll(() => requests.length).toBe(1)
    await typing(page).waitFor()
    expect(await sendButton(page).getAttribute('aria-disabled')).toBe('true')

    // The visitor types on; neither Enter nor the button sends while the answer is on its way.
    await input(page).fill('And how long does it take?')
    await input(page).press('Enter')
    // Forced: Playwright will not click a button marked aria-disabled, which a person can.
    await sendButton(page).click({ force: true })
    await page.waitForTimeout(300)
    expect(requests).toHaveLength(1)
    expect(await input(page).inputValue()).toBe('And how long does it take?')

    release()
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'Here you are.'])
    expect(await typing(page).count()).toBe(0)
    expect(await textsOf(userMessages(page))).toEqual(['How much does it cost?'])
    // What the visitor typed meanwhile is still there, and now sends.
    expect(await input(page).inputValue()).toBe('And how long does it take?')
    expect(await sendButton(page).getAttribute('aria-disabled')).toBeNull()
    await input(page).press('Enter')
    await expect.poll(() => requests.length).toBe(2)
    expect(requests[1]!.message).toBe('And how long does it take?')
  })

  it('sends a quick question to the model like a typed message', async ({ newPage, url }) => {
    const { page, requests } = await openAssistantChat(newPage, url, {
      answer: () => eventStream([{ type: 'text', text: 'It depends on the systems.' }, { type: 'done', mode: 'model' }]),
    })
    await modelModeOn(page)
    await panel(page).getByRole('group', { name: 'Popular questions' }).getByRole('button', { name: quickQuestions[0] }).click()
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, 'It depends on the systems.'])
    expect(requests.map((request) => request.message)).toEqual([quickQuestions[0]])
  })

  it('shows a refused message under the field and keeps it there, adding nothing to the conversation', async ({ newPage, url }) => {
    const { page, problems } = await openAssistantChat(newPage, url, {
      answer: () => ({ status: 422, json: { error: 'Invalid request', fields: { message: assistantMessageTooLong } } }),
    })
    await modelModeOn(page)
    await type(page, 'A message the server finds too long')
    await inputError(page).waitFor()
    expect(await inputError(page).textContent()).toBe(assistantMessageTooLong)
    expect(await input(page).inputValue()).toBe('A message the server finds too long')
    expect(await input(page).getAttribute('aria-invalid')).toBe('true')
    expect(await input(page).getAttribute('aria-describedby')).toBe(await inputError(page).getAttribute('id'))
    expect(await userMessages(page).count()).toBe(0)
    expect(await botMessages(page).count()).toBe(1)
    expect(await typing(page).count()).toBe(0)
    await expectNoAxeViolations(page, '[role="dialog"]')
    expect(unexpected(problems)).toEqual([])
  })

  it("says a 429's error on the assistant's side", async ({ newPage, url }) => {
    const { page } = await openAssistantChat(newPage, url, { answer: () => ({ status: 429, json: { error: 'Too many messages for now. Please wait a minute.' } }) })
    await modelModeOn(page)
    await type(page, 'Hello?')
    const notice = panel(page).locator('[data-slot=chat-notice]')
    await notice.waitFor()
    expect(await notice.textContent()).toBe('Too many messages for now. Please wait a minute.')
    expect(await announced(page)).toBe('Too many messages for now. Please wait a minute.')
  })

  it('falls back to the keyword answer after 1 s when the model is unavailable, and keeps to them after', async ({ newPage, url }) => {
    const { page, requests } = await openAssistantChat(newPage, url, { answer: () => ({ status: 503, json: { error: 'The assistant is resting.' } }) })
    await modelModeOn(page)
    await type(page, 'How much does it cost?')
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, replies.pricing])
    expect(await input(page).getAttribute('maxlength')).toBeNull()
    await type(page, 'Is my data safe?')
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, replies.pricing, replies.security])
    expect(requests).toHaveLength(1)
  })

  it('keeps to the keyword answers once the server says the model stopped answering', async ({ newPage, url }) => {
    const { page, requests } = await openAssistantChat(newPage, url, {
      answer: () => eventStream([{ type: 'text', text: replies.pricing }, { type: 'done', mode: 'daily-budget' }]),
    })
    await modelModeOn(page)
    await type(page, 'How much does it cost?')
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, replies.pricing])
    await type(page, 'How long does setup take?')
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, replies.pricing, replies.timing])
    expect(requests).toHaveLength(1)
  })

  it("answers with the keywords after about 1 s, as before, when the server has no model", async ({ newPage, url }) => {
    const { page, requests, problems } = await openAssistantChat(newPage, url, { mode: 'not-configured' })
    // The status has been read; the field stays as it always was.
    expect(await input(page).getAttribute('maxlength')).toBeNull()
    const sentAt = Date.now()
    await type(page, 'What is the price?')
    await typing(page).waitFor()
    await expect.poll(() => textsOf(botMessages(page))).toEqual([greeting.text, replies.pricing])
    const replyAfter = Date.now() - sentAt
    expect(replyAfter).toBeGreaterThanOrEqual(1000)
    expect(replyAfter).toBeLessThan(3000)
    expect(requests).toHaveLength(0)
    expect(problems).toEqual([])
  })
})
