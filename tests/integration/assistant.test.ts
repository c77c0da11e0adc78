import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { assistantConversations, assistantTokenDays, bookings, contactSubmissions, leadEvents, leads } from '@/server/db/schema'
import { assistantAdminApi, assistantApi, assistantMessageMaxLength, personFollowsUp } from '@/shared/assistant'
import { replies } from '@/shared/content/chat-replies'
import { startOpenAiFake, defaultChatScript, type OpenAiFake } from '../fakes/openai-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { askAssistant, calls, says, scripted, testAssistantConfig } from '../support/assistant'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'
import { operatorHeaders } from '../support/operator'
import { mailText } from '../support/mail-text'
import { insightsApi } from '@/shared/insights'

/**
 * The site assistant with a model (issue 26), on both databases: the answer streams, a lead is
 * taken through the forms' pipeline and a call booked through the booking service, with the
 * transcript kept on the lead; budgets, limits and the switch are the server's.
 */

let openai: OpenAiFake
let smtp: SmtpFake
/** Monday 8 March 2027, 07:00 in New York: the owner's default hours leave free times from 11:00. */
const monday = new Date('2027-03-08T12:00:00Z')
const clock = () => monday

beforeAll(async () => {
  ;[openai, smtp] = await Promise.all([startOpenAiFake(), startSmtpFake()])
})
afterAll(() => Promise.all([openai?.close(), smtp?.close()]))
const harness = useTestApp(() => ({ now: clock, config: { providers: fakeProviders({ openai, smtp }), ownerEmail, assistant: testAssistantConfig() } }), { idleQueueMs: 15_000 })
beforeEach(() => {
  openai.chat = defaultChatScript
  openai.chatRequests.length = 0
  openai.faults.clear()
  smtp.messages.length = 0
})

const ask = (message: string, options: Parameters<typeof askAssistant>[2] = {}) => askAssistant(harness.app, message, { now: monday.getTime(), ...options })

describe(`the site assistant on ${process.env.TEST_DATABASE}`, () => {
  it('says the model answers, and streams an answer from the facts in pieces', async () => {
    const status = await harness.app.inject({ method: 'GET', url: assistantApi.status })
    expect(status.json()).toEqual({ mode: 'model' })
    expect(status.headers['cache-control']).toBe('no-store')

    const answer = await ask('How much does it cost?')
    expect(answer.status).toBe(200)
    expect(answer.events[0]).toEqual({ type: 'conversation', id: answer.conversationId })
    // Sentence by sentence, as the gate lets each through.
    expect(answer.events.filter((event) => event.type === 'text').length).toBeGreaterThan(1)
    expect(answer.shown).toBe('Setup is a one-time $500-2000, depending on how many systems we connect. Most setups go live in 1-2 weeks.')
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'model' })

    // The model was given the facts and the tools, and the visitor's words as the user's.
    const request = openai.chatRequests[0]!.body as { messages: { role: string; content: string }[]; tools: { function: { name: string } }[]; stream: boolean }
    expect(request.stream).toBe(true)
    expect(request.messages[0]!.role).toBe('system')
    expect(request.messages[0]!.content).toContain('$500')
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'How much does it cost?' })
    expect(request.tools.map((tool) => tool.function.name)).toEqual(['free_times', 'take_details', 'book_call'])

    // The transcript and the tokens are kept.
    const [row] = await harness.database.db.select().from(assistantConversations).where(eq(assistantConversations.id, answer.conversationId!))
    expect(row!.turns.map((turn) => [turn.role, turn.text])).toEqual([
      ['visitor', 'How much does it cost?'],
      ['assistant', answer.shown],
    ])
    expect(row!.tokens).toBe(120)
    expect(row!.visitorMessages).toBe(1)

    // The next message carries the conversation: the model sees what was said.
    openai.chat = scripted(says('You can start with a free 30-minute consultation.'))
    const next = await ask('And how do I start?', { conversationId: answer.conversationId })
    expect(next.conversationId).toBe(answer.conversationId)
    const second = openai.chatRequests[1]!.body as { messages: { role: string; content: string }[] }
    expect(second.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user'])
  })

  it('shows the first words within a second of the model’s first token, over real HTTP', async () => {
    // The model writes one sentence, then takes 400 ms for each further piece.
    openai.chat = () => ({ text: ['Most setups go live in 1-2 weeks. ', 'Simple tasks ', 'take just ', '2-3 days.'], tokens: 30, delayMs: 400 })
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const started = Date.now()
      const response = await fetch(`${address}${assistantApi.messages}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'How long does it take?' }),
      })
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const reader = response.body!.getReader()
      let text = ''
      let firstWordsAt = 0
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += new TextDecoder().decode(chunk.value)
        if (!firstWordsAt && text.includes('"type":"text"')) firstWordsAt = Date.now()
      }
      const finishedAt = Date.now()
      expect(text).toContain('Most setups go live in 1-2 weeks.')
      // The first sentence shows while the model is still writing the rest (3 x 400 ms).
      expect(firstWordsAt - started).toBeLessThan(1000)
      expect(finishedAt - firstWordsAt).toBeGreaterThan(800)
    } finally {
      await harness.app.server.close()
    }
  })

  it('takes the lead through the forms’ pipeline when the visitor gives a name and an e-mail and agrees, with the transcript on the lead', async () => {
    const first = await ask('Can someone call me tomorrow morning?')
    openai.chat = scripted(
      calls({ name: 'take_details', arguments: { name: 'Jamie Rivera', email: 'jamie@riveraplumbing.com', phone: '(859) 555-0123', needs: 'Wants a call about missed calls', consent: true } }),
      says('Thanks Jamie, a person from our team will follow up by e-mail.'),
    )
    const answer = await ask('Sure: Jamie Rivera, Jamie@RiveraPlumbing.com, and yes you may contact me', { conversationId: first.conversationId })
    expect(answer.events.find((event) => event.type === 'lead')).toEqual({ type: 'lead', heldForReview: false })
    expect(answer.shown).toBe('Thanks Jamie, a person from our team will follow up by e-mail.')

    const [submission] = await harness.database.db.select().from(contactSubmissions)
    expect(submission).toMatchObject({ fullName: 'Jamie Rivera', email: 'jamie@riveraplumbing.com', quarantineReason: null })
    const [conversation] = await harness.database.db.select().from(assistantConversations).where(eq(assistantConversations.id, first.conversationId!))
    expect(conversation!.leadId).toBe(submission!.leadId)
    const events = await harness.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, submission!.leadId!))
    expect(events.map((event) => event.type)).toContain('chatted')
    // The first answer goes out as for any form.
    await waitForIdleQueue(harness.database, 15_000)
    await waitFor(async () => smtp.messages.find((mail) => mail.to.includes('jamie@riveraplumbing.com')))
    // The owner is told it came from the chat, with the conversation.
    const notice = await waitFor(async () => smtp.messages.find((mail) => mail.to.includes(ownerEmail)))
    const noticeText = mailText(notice)
    expect(noticeText).toContain('New lead from the site chat')
    expect(noticeText).toContain('Visitor: Can someone call me tomorrow morning?')

    // The transcript is on the lead's thread.
    const thread = await harness.app.inject({ method: 'GET', url: `/api/admin/leads/${submission!.leadId}/thread`, headers: await operatorHeaders(harness.app) })
    expect(thread.statusCode).toBe(200)
    expect(JSON.stringify(thread.json())).toContain('Can someone call me tomorrow morning?')
  })

  it('offers free times and books one with the same guarantees as /book', async () => {
    openai.chat = scripted(calls({ name: 'free_times', arguments: {} }), says('I have Monday at 11:00 AM free. Shall I book it?'))
    const offered = await ask('Can I book a call?', { timeZone: 'America/New_York' })
    expect(offered.shown).toBe('I have Monday at 11:00 AM free. Shall I book it?')
    const toolAnswer = (openai.chatRequests[1]!.body as { messages: { role: string; content: string }[] }).messages.at(-1)!
    expect(toolAnswer.role).toBe('tool')
    expect(JSON.parse(toolAnswer.content).times[0]).toMatchObject({ start: '2027-03-08T16:00:00.000Z' })

    openai.chat = scripted(calls({ name: 'book_call', arguments: { start: '2027-03-08T16:00:00.000Z', name: 'Jamie Rivera', email: 'jamie@riveraplumbing.com' } }), says('Done: your call is booked.'))
    const booked = await ask('Yes please, I am Jamie Rivera, jamie@riveraplumbing.com', { conversationId: offered.conversationId, timeZone: 'America/New_York' })
    const event = booked.events.find((candidate) => candidate.type === 'booked')
    expect(event).toMatchObject({ type: 'booked', start: '2027-03-08T16:00:00.000Z', end: '2027-03-08T16:30:00.000Z', timeZone: 'America/New_York', heldForReview: false })
    const [row] = await harness.database.db.select().from(bookings)
    expect(row).toMatchObject({ status: 'confirmed', email: 'jamie@riveraplumbing.com' })
    expect(event && 'manageUrl' in event && event.manageUrl).toBe(`/booking/${row!.manageToken}`)
    const [lead] = await harness.database.db.select().from(leads).where(eq(leads.id, row!.leadId!))
    expect(lead!.status).toBe('Demo Scheduled')
    const [conversation] = await harness.database.db.select().from(assistantConversations)
    expect(conversation).toMatchObject({ bookingId: row!.id, leadId: row!.leadId })
    // The confirmation e-mail follows as for any booking.
    await waitForIdleQueue(harness.database, 15_000)
    await waitFor(async () => smtp.messages.find((mail) => mail.to.includes('jamie@riveraplumbing.com')))
  })

  it('counts conversations, the leads they took and the calls they booked in the insights, by the visitor’s first touch', async () => {
    const fromGoogle = { first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'roofers', landingPath: '/' } }
    await ask('Hi', { attribution: fromGoogle, ip: '10.50.0.1' })
    openai.chat = scripted(calls({ name: 'book_call', arguments: { start: '2027-03-08T16:00:00.000Z', name: 'Jamie Rivera', email: 'jamie@riveraplumbing.com' } }), says('Done: your call is booked.'))
    await ask('Book me at 11, Jamie Rivera, jamie@riveraplumbing.com', { attribution: fromGoogle, ip: '10.50.0.2' })
    openai.chat = defaultChatScript
    await ask('Hello', { ip: '10.50.0.3' })
    const insights = await harness.app.inject({ method: 'GET', url: `${insightsApi}?from=2027-03-01&to=2027-03-14`, headers: await operatorHeaders(harness.app) })
    expect(insights.json().assistantBySource).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'roofers', conversations: 2, leads: 1, booked: 1 },
      { source: '(direct)', medium: '(none)', campaign: '(not set)', conversations: 1, leads: 0, booked: 0 },
    ])
  })

  it('a booking held for review is not called booked when the model says nothing after it', async () => {
    openai.chat = scripted(calls({ name: 'book_call', arguments: { start: '2027-03-08T16:00:00.000Z', name: 'Jamie Rivera', email: 'jamie@riveraplumbing.com' } }), { text: [], tokens: 5 })
    // A form token issued after the clock's now fails the fill-time check: the booking is held.
    const answer = await ask('Book me at 11, Jamie Rivera, jamie@riveraplumbing.com', { now: monday.getTime() + 60_000 })
    expect(answer.events.find((event) => event.type === 'booked')).toMatchObject({ heldForReview: true })
    expect(answer.shown).toBe('Your call is noted: a person will confirm it with you before it is booked.')

    // A later answer with no words of the model's is not told as a booking again: the keyword answer.
    openai.chat = scripted({ text: [], tokens: 5 })
    const later = await ask('How much does it cost?', { conversationId: answer.conversationId, now: monday.getTime() + 60_000 })
    expect(later.shown).toBe(replies.pricing)
  })

  it('refuses a message over the length cap by name, and stores nothing', async () => {
    const answer = await ask('x'.repeat(assistantMessageMaxLength + 1))
    expect(answer.status).toBe(422)
    expect(answer.json).toMatchObject({ fields: { message: expect.stringContaining(`${assistantMessageMaxLength} characters`) } })
    expect(openai.chatRequests).toHaveLength(0)
    expect(await harness.database.db.select().from(assistantConversations)).toHaveLength(0)
  })

  it('limits messages per visitor per minute, counted in the database', async () => {
    openai.chat = scripted(says('Setup is a one-time $500-2000.', 5))
    const limit = testAssistantConfig().messagesPerMinute
    for (let index = 0; index < limit; index++) expect((await ask('price?', { ip: '10.30.0.1' })).status).toBe(200)
    const refused = await ask('price?', { ip: '10.30.0.1' })
    expect(refused.status).toBe(429)
    expect(Number((await harness.app.inject({ method: 'POST', url: assistantApi.messages, payload: { message: 'hi' }, remoteAddress: '10.30.0.1' })).headers['retry-after'])).toBeGreaterThan(0)
    // Another visitor is answered.
    expect((await ask('price?', { ip: '10.30.0.2' })).status).toBe(200)
  })

  it('past the day’s token budget answers with SPEC’s keyword answer and says a person will follow up, without the model', async () => {
    await harness.database.db.insert(assistantTokenDays).values({ day: monday.toISOString().slice(0, 10), tokens: testAssistantConfig().dailyTokenBudget })
    expect((await harness.app.inject({ method: 'GET', url: assistantApi.status })).json()).toEqual({ mode: 'daily-budget' })
    const answer = await ask('How much does it cost?')
    expect(answer.shown).toBe(`${replies.pricing} ${personFollowsUp}`)
    expect(answer.events.at(-1)).toEqual({ type: 'done', mode: 'daily-budget' })
    expect(openai.chatRequests).toHaveLength(0)
  })

  it('past one visitor’s budget answers that visitor with keywords, and others with the model', async () => {
    openai.chat = scripted(says('Setup is a one-time $500-2000.', testAssistantConfig().visitorTokenBudget))
    const spent = await ask('price?', { ip: '10.40.0.1' })
    expect(spent.events.at(-1)).toEqual({ type: 'done', mode: 'daily-budget' })
    const after = await ask('price?', { ip: '10.40.0.1' })
    expect(after.shown).toBe(`${replies.pricing} ${personFollowsUp}`)
    expect(openai.chatRequests).toHaveLength(1)
    expect((await ask('price?', { ip: '10.40.0.2' })).shown).toBe('Setup is a one-time $500-2000.')
  })

  it('falls back to the keyword answer when the model fails, and says a person will follow up', async () => {
    openai.faults.inject('500', 1, 'chat')
    const answer = await ask('Is my data safe?')
    expect(answer.shown).toBe(`${replies.security} ${personFollowsUp}`)
  })
})

describe(`the assistant's switch on ${process.env.TEST_DATABASE}`, () => {
  it('off: the status says so and messages are refused with 409, so the panel keeps SPEC’s keyword chat', async () => {
    const app = await buildTestApp(harness.database, { now: clock, config: { providers: fakeProviders({ openai, smtp }), assistant: testAssistantConfig({ enabled: false }) } })
    try {
      expect((await app.inject({ method: 'GET', url: assistantApi.status })).json()).toEqual({ mode: 'switched-off' })
      const answer = await askAssistant(app, 'price?')
      expect(answer.status).toBe(409)
      expect(answer.json).toMatchObject({ mode: 'switched-off' })
      expect(openai.chatRequests).toHaveLength(0)
    } finally {
      await app.close()
    }
  })

  it('the owner’s switch in the back office turns the model off and on for every instance, and shows today’s spending', async () => {
    await ask('How much does it cost?')
    const headers = await operatorHeaders(harness.app)
    const overview = await harness.app.inject({ method: 'GET', url: assistantAdminApi, headers })
    expect(overview.json()).toEqual({
      mode: 'model',
      model: 'gpt-4o-mini',
      allowedByEnvironment: true,
      enabledByOwner: true,
      tokensToday: 120,
      conversationsToday: 1,
      dailyTokenBudget: testAssistantConfig().dailyTokenBudget,
      visitorTokenBudget: testAssistantConfig().visitorTokenBudget,
    })
    const off = await harness.app.inject({ method: 'PUT', url: assistantAdminApi, headers, payload: { enabled: false } })
    expect(off.json()).toMatchObject({ mode: 'switched-off', enabledByOwner: false })
    // A second instance over the same database reads the same switch.
    const other = await buildTestApp(harness.database, { now: clock, config: { providers: fakeProviders({ openai, smtp }), assistant: testAssistantConfig() } })
    try {
      expect((await other.inject({ method: 'GET', url: assistantApi.status })).json()).toEqual({ mode: 'switched-off' })
      expect((await askAssistant(other, 'price?')).status).toBe(409)
    } finally {
      await other.close()
    }
    const on = await harness.app.inject({ method: 'PUT', url: assistantAdminApi, headers, payload: { enabled: true } })
    expect(on.json()).toMatchObject({ mode: 'model', enabledByOwner: true })
    expect((await harness.app.inject({ method: 'PUT', url: assistantAdminApi, headers, payload: { enabled: 'yes' } })).statusCode).toBe(400)
  })

  it('with no model configured the status is not-configured', async () => {
    const app = await buildTestApp(harness.database, { now: clock, config: { assistant: testAssistantConfig() } })
    try {
      expect((await app.inject({ method: 'GET', url: assistantApi.status })).json()).toEqual({ mode: 'not-configured' })
      expect((await askAssistant(app, 'price?')).status).toBe(409)
    } finally {
      await app.close()
    }
  })
})
