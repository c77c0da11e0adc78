import type { BrowserContext, Page } from 'playwright-core'
import { greeting, quickQuestions } from '@/web/features/chat/lib/conversation'
import { replies, type ReplyTopic } from '@/shared/content/chat-replies'
import { viewports, openPage, reloadPage } from './support/browser'
import { describe, expect, it, test, type Url } from './support/fixtures'
import { expectNoAxeViolations, watchConsole } from './support/page-checks'

/** The visitor the helpers below act on. */
let page: Page
let problems: string[]
/** Every script the page requested, in order. */
let scripts: string[]

/** A new visitor: a fresh page on the home page, watched for console errors and scripts. */
async function openHomeAsNewVisitor(visitor: Page, url: Url) {
  page = visitor
  problems = watchConsole(page)
  scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await openPage(page, url('/'))
  await page.getByRole('heading', { level: 1 }).waitFor()
}

function leave() {
  expect(problems).toEqual([])
}

const toggle = () => page.getByRole('button', { name: 'Chat with us' })
const panel = () => page.getByRole('dialog', { name: /Assistant/ })
const input = () => panel().getByRole('textbox', { name: 'Your message' })
const sendButton = () => panel().getByRole('button', { name: 'Send message' })
const botMessages = () => panel().locator('li[data-author=bot]')
const userMessages = () => panel().locator('li[data-author=user]')
const quickQuestionButtons = () => panel().getByRole('group', { name: 'Popular questions' }).getByRole('button')
/** A message's text without the speaker label screen readers hear. */
const textOf = (messages: ReturnType<typeof botMessages>) =>
  messages.evaluateAll((items) => items.map((item) => (item.lastChild?.textContent ?? '').trim()))

async function openChat() {
  await toggle().click()
  await panel().waitFor()
}

async function ask(question: string, how: 'enter' | 'button' = 'enter') {
  const before = await botMessages().count()
  await input().fill(question)
  if (how === 'enter') await input().press('Enter')
  else await sendButton().click()
  await expect.poll(() => botMessages().count(), { timeout: 10_000 }).toBe(before + 1)
  return (await textOf(botMessages())).at(-1)
}

// One visitor asks each question in turn: a reply depends only on the message it answers.
describe('chat replies', () => {
  let visitor: BrowserContext
  test.beforeAll(async ({ browser, url }) => {
    visitor = await browser.newContext({ viewport: viewports.desktop })
    await openHomeAsNewVisitor(await visitor.newPage(), url)
    await openChat()
  })
  test.afterAll(async () => {
    leave()
    await visitor?.close()
  })

  it.each([
    ['How much does it cost?', 'pricing'],
    ['How long does setup take?', 'timing'],
    ['Do you offer support after launch?', 'support'],
    ['Is my customer data secure?', 'security'],
    ['How do we begin?', 'gettingStarted'],
    ['Can you integrate with my CRM?', 'integrations'],
    ['Do you work with dentists?', 'fallback'],
  ] as [string, ReplyTopic][])('answers %j with the %s reply', async (question, topic) => {
    expect(await ask(question)).toBe(replies[topic])
    expect((await textOf(userMessages())).at(-1)).toBe(question)
  })

  it('gives the earlier keyword group priority when a message matches two', async () => {
    // integrations (connect) and pricing (cost): pricing comes first in SPEC's order.
    expect(await ask('What does it cost to connect my software?')).toBe(replies.pricing)
    // getting started (start) and timing (long): timing comes first.
    expect(await ask('How long before we start?')).toBe(replies.timing)
  })
})

describe('chat widget', () => {
  test.beforeEach(({ page: visitor, url }) => openHomeAsNewVisitor(visitor, url))
  test.afterEach(leave)

  it('loads the chat panel code apart from the page\'s own, when the browser is idle, so opening the chat fetches nothing', async () => {
    const firstCode = (await page.locator('meta[name="app-code"]').getAttribute('content')) ?? ''
    expect(firstCode).not.toMatch(/chat-panel/)
    await expect.poll(() => scripts.some((url) => /chat-panel/.test(url)), { timeout: 10_000 }).toBe(true)
    const loaded = scripts.length
    await openChat()
    expect(scripts.length).toBe(loaded)
  })

  it('opens and closes with the toggle, starting with the greeting and quick questions', async () => {
    expect(await toggle().getAttribute('aria-expanded')).toBe('false')
    await openChat()
    expect(await toggle().getAttribute('aria-expanded')).toBe('true')
    expect(await toggle().getAttribute('aria-controls')).toBe(await panel().getAttribute('id'))
    expect(await textOf(botMessages())).toEqual([greeting.text])
    expect(await userMessages().count()).toBe(0)
    expect(await quickQuestionButtons().allTextContents()).toEqual([...quickQuestions])
    // Focus moves into the panel, onto the message field.
    await expect.poll(() => input().evaluate((element) => element === document.activeElement)).toBe(true)

    await toggle().click()
    expect(await toggle().getAttribute('aria-expanded')).toBe('false')
    expect(await panel().isVisible()).toBe(false)
    await toggle().click()
    expect(await panel().isVisible()).toBe(true)
  })

  it('answers after one second, with a typing indicator meanwhile', async () => {
    await openChat()
    await input().fill('What is the price?')
    // Timed inside the page, so a busy test machine's round trips do not blur the numbers.
    const timing = page.evaluate(
      () =>
        new Promise<{ at500: { replies: number; typing: boolean; userMessages: number }; replyAfter: number }>((resolve) => {
          const dialog = document.querySelector('[role=dialog]')!
          const input = dialog.querySelector('input')!
          const count = (selector: string) => dialog.querySelectorAll(selector).length
          input.addEventListener(
            'keydown',
            () => {
              const sentAt = performance.now()
              let at500: { replies: number; typing: boolean; userMessages: number }
              setTimeout(() => {
                at500 = { replies: count('li[data-author=bot]'), typing: count('[data-slot=chat-typing]') === 1, userMessages: count('li[data-author=user]') }
              }, 500)
              new MutationObserver((_, observer) => {
                if (count('li[data-author=bot]') < 2) return
                observer.disconnect()
                resolve({ at500, replyAfter: performance.now() - sentAt })
              }).observe(dialog, { childList: true, subtree: true })
            },
            { once: true },
          )
        }),
    )
    await input().press('Enter')
    const { at500, replyAfter } = await timing
    // At half a second: the visitor's message, the typing indicator, no reply yet.
    expect(at500).toEqual({ replies: 1, typing: true, userMessages: 1 })
    expect(replyAfter).toBeGreaterThanOrEqual(1000)
    expect(replyAfter).toBeLessThanOrEqual(1500)
    expect((await textOf(botMessages()))[1]).toBe(replies.pricing)
    expect(await panel().locator('[data-slot=chat-typing]').count()).toBe(0)
    // Screen readers hear the reply.
    expect(await panel().locator('[aria-live=polite]').textContent()).toBe(replies.pricing)
  })

  it('sends with Enter and with the send button', async () => {
    await openChat()
    expect(await ask('Is it safe?', 'enter')).toBe(replies.security)
    expect(await input().inputValue()).toBe('')
    expect(await ask('What is the process?', 'button')).toBe(replies.gettingStarted)
    expect(await textOf(userMessages())).toEqual(['Is it safe?', 'What is the process?'])
  })

  it('ignores an empty or whitespace-only message', async () => {
    await openChat()
    await sendButton().click()
    await input().press('Enter')
    await input().fill('   ')
    await input().press('Enter')
    await input().fill(' \t ')
    await sendButton().click()
    await page.waitForTimeout(1200)
    expect(await userMessages().count()).toBe(0)
    expect(await botMessages().count()).toBe(1)
    expect(await quickQuestionButtons().count()).toBe(4)
  })

  it('hides the quick questions after the first message, and sends a quick question when clicked', async () => {
    await openChat()
    await quickQuestionButtons().first().click()
    expect(await quickQuestionButtons().count()).toBe(0)
    expect(await textOf(userMessages())).toEqual([quickQuestions[0]])
    await expect.poll(() => botMessages().count(), { timeout: 10_000 }).toBe(2)
    expect((await textOf(botMessages()))[1]).toBe(replies.pricing)
    expect(await quickQuestionButtons().count()).toBe(0)
  })

  it('hides the quick questions after a typed message too', async () => {
    await openChat()
    await input().fill('Hello')
    await input().press('Enter')
    expect(await quickQuestionButtons().count()).toBe(0)
  })

  it('closes with Escape and hands focus back to the toggle', async () => {
    await openChat()
    await expect.poll(() => input().evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await panel().isVisible()).toBe(false)
    expect(await toggle().getAttribute('aria-expanded')).toBe('false')
    expect(await toggle().evaluate((element) => element === document.activeElement)).toBe(true)

    // And the close button does the same; the toggle opens it again from the keyboard.
    await page.keyboard.press('Enter')
    await expect.poll(() => input().evaluate((element) => element === document.activeElement)).toBe(true)
    await panel().getByRole('button', { name: 'Close chat' }).click()
    expect(await panel().isVisible()).toBe(false)
    expect(await toggle().evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('keeps the conversation across a reload in the same tab', async ({ context, url }) => {
    await openChat()
    expect(await ask('How much does it cost?')).toBe(replies.pricing)
    await reloadPage(page)
    await openChat()
    expect(await textOf(userMessages())).toEqual(['How much does it cost?'])
    expect(await textOf(botMessages())).toEqual([greeting.text, replies.pricing])
    expect(await quickQuestionButtons().count()).toBe(0)

    // A new tab starts a new conversation.
    const other = await context.newPage()
    await openPage(other, url('/'))
    await other.getByRole('button', { name: 'Chat with us' }).click()
    await other.getByRole('dialog').waitFor()
    expect(await other.locator('li[data-author=user]').count()).toBe(0)
  })

  it('still answers a message sent just before a reload', async () => {
    await openChat()
    await input().fill('Is my data safe?')
    await input().press('Enter')
    await reloadPage(page)
    await openChat()
    await expect.poll(() => textOf(botMessages()), { timeout: 10_000 }).toEqual([greeting.text, replies.security])
  })

  it('has no accessibility violations with the chat open, at desktop and phone widths', async () => {
    await openChat()
    await ask('How long does it take?')
    await expectNoAxeViolations(page)
    await page.setViewportSize(viewports.phone)
    // At phone width only the panel's layout changes.
    await expectNoAxeViolations(page, '[role="dialog"]')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
