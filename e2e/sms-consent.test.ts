import type { Locator, Page, Request, Route } from 'playwright-core'
import { smsConsent } from '@/shared/texts'
import { openPage, pageHydrated, viewports } from './support/browser'
import { chooseTime, fillBookingDetails, lastOpenTime, submitBooking } from './support/booking'
import { describe, expect, it, type NewPage, type Url } from './support/fixtures'
import { fillAssessmentForm, fillFields } from './support/forms'
import { holdPageScripts } from './support/held-scripts'
import { expectNoAxeViolations, saveScreenshot } from './support/page-checks'

/**
 * Issue 31 item 2 in the browser: consent to texts on every public form with a phone (the
 * assessment, the booking form, the contact form of the lead-response demo and the assistant's
 * chat). Each shows an unticked "Text me about my request" box right after the phone, described
 * by the disclosure under it; a ticked box goes with the form's JSON as `smsConsent: true`, needs
 * a phone, and a phone the server cannot text (its 422) is named on the phone field. A box ticked
 * before the page's code arrived stays ticked, and counts. The server's side is played by
 * page.route where the test is about what the visitor sees.
 */

const visitorZone = 'America/Chicago'
const mobile = '(859) 555-0123'
/** The server's answer to a ticked box with a phone that cannot take a text. */
const phoneRefused = { status: 422, json: { error: 'Please check: phone', fields: { phone: smsConsent.phoneProblem } } }

type ConsentForm = {
  name: string
  path: string
  /** The form (or the chat's panel) on a live page: where the box and the axe check are. */
  open: (page: Page, url: Url) => Promise<Locator>
  /** The form's region for axe. */
  region: string
  /** The phone field, which gets the consent's messages. */
  phone?: (page: Page) => Locator
}

const pageForm = (page: Page) => page.locator('main form')

const consentForms: ConsentForm[] = [
  {
    name: 'assessment',
    path: '/assessment',
    open: async (page, url) => (await openPage(page, url('/assessment')), pageForm(page)),
    region: 'main form',
    phone: (page) => page.getByLabel('Phone (optional)'),
  },
  {
    name: 'booking',
    path: '/book',
    open: async (page, url) => (await openPage(page, url('/book')), pageForm(page)),
    region: 'main form',
    phone: (page) => page.getByLabel('Phone (optional)'),
  },
  {
    name: 'contact',
    path: '/client-form-demo',
    open: async (page, url) => (await openPage(page, url('/client-form-demo')), pageForm(page)),
    region: 'main form',
    phone: (page) => page.getByLabel('Phone (optional)'),
  },
  {
    name: 'chat',
    path: '/',
    open: async (page, url) => {
      await answerAsTheModel(page)
      return openChat(page, url)
    },
    region: '[data-slot=chat-panel]',
  },
]

/** The home page's chat, opened (the server's answers routed beforehand). */
async function openChat(page: Page, url: Url) {
  await openPage(page, url('/'))
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = chatPanel(page)
  await panel.waitFor()
  return panel
}

const consentBox = (scope: Page | Locator) => scope.getByRole('checkbox', { name: smsConsent.label })
const chatPanel = (page: Page) => page.getByRole('dialog', { name: /Assistant/ })

/** The texts of the elements that describe `box` (aria-describedby), in order. */
const descriptionsOf = (box: Locator) =>
  box.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`))

/** The server says a language model answers: the chat sends each message to it (and asks for consent). */
async function answerAsTheModel(page: Page, answer: (route: Route) => Promise<void> = (route) => route.fulfill(eventStream())) {
  await page.route('**/api/assistant', (route) => route.fulfill({ json: { mode: 'model' }, headers: { 'cache-control': 'no-store' } }))
  await page.route('**/api/assistant/messages', answer)
}

/** A whole answer as the server streams it. */
function eventStream() {
  const events = [
    { type: 'text', text: 'Setup is a one-time $500-2000.' },
    { type: 'done', mode: 'model' },
  ]
  return { status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }, body: events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') }
}

/** Answers each request to `url` with `answer`, keeping its JSON body. */
async function answerWith(page: Page, url: string, answer: Parameters<Route['fulfill']>[0]) {
  const bodies: Record<string, unknown>[] = []
  await page.route(url, async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.fulfill(answer)
  })
  return bodies
}

/** Saves a picture of `part` as test-results/screenshots/sms-consent-{name}.png, when the run saves them. */
async function shoot(part: Locator, name: string) {
  await part.scrollIntoViewIfNeeded()
  await saveScreenshot(part, `sms-consent-${name}`)
}

/** A field marked as needing a fix, with `message` among what describes it. */
async function expectFlagged(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
  await expect.poll(() => descriptionsOf(field)).toContainEqual(expect.stringContaining(message))
}

describe('the consent box on every public form with a phone', () => {
  for (const form of consentForms) {
    for (const width of ['phone', 'desktop'] as const) {
      const viewport = viewports[width]
      it(`${form.name} at ${viewport.width} px: unticked, right after the phone, described by the disclosure, accessible`, { timeout: 60_000 }, async ({ newPage, url }) => {
        // A phone is touched with a finger (coarse pointer): the box's line keeps its 44 px there.
        const page = await newPage({ viewport, timezoneId: visitorZone, ...(width === 'phone' ? { hasTouch: true, isMobile: true } : {}) })
        const scope = await form.open(page, url)
        const box = consentBox(scope)
        await box.waitFor()
        expect(await box.count()).toBe(1)
        expect(await box.isChecked()).toBe(false)
        expect(await box.getAttribute('name')).toBe(smsConsent.field)
        expect(await box.getAttribute('type')).toBe('checkbox')
        // Labelled by a <label for> and described by the disclosure, which is on screen.
        const id = await box.getAttribute('id')
        expect(await scope.locator(`label[for="${id}"]`).textContent()).toBe(smsConsent.label)
        expect(await descriptionsOf(box)).toEqual([smsConsent.disclosure])
        expect(await scope.getByText(smsConsent.disclosure, { exact: true }).isVisible()).toBe(true)
        // Right after the phone, where there is one.
        if (form.phone) {
          const fields = await scope.locator('input:not([type=hidden]):not([type=radio]), textarea, select').evaluateAll((elements) =>
            elements.map((element) => (element as HTMLInputElement).name).filter((name) => name !== '' && name !== 'website'),
          )
          expect(fields[fields.indexOf('phone') + 1]).toBe(smsConsent.field)
        }
        // A 44 px target on a phone: the label holds the box.
        const target = await scope.locator(`label[for="${id}"]`).boundingBox()
        expect(target!.height).toBeGreaterThanOrEqual(width === 'phone' ? 44 : 24)
        // The ring shows when the box is reached by keyboard.
        await box.focus()
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Tab')
        expect(await box.evaluate((element) => element === document.activeElement && getComputedStyle(element).outlineStyle)).toBe('solid')
        await expectNoAxeViolations(page, form.region)
        await box.check()
        expect(await box.isChecked()).toBe(true)
        // For people to look at: the box ticked, its line and the disclosure beside the phone.
        await box.evaluate((element) => (element as HTMLElement).blur())
        await shoot(form.name === 'chat' ? scope : scope.locator('fieldset', { has: consentBox(page) }).first(), `${form.name}-${viewport.width}`)
      })
    }
  }
})

describe('a ticked box goes with the form, and needs a phone the server can text', () => {
  it('/assessment: an empty phone is named before sending; the JSON carries smsConsent and the zone; the 422 is shown on the phone', { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ timezoneId: visitorZone })
    const bodies = await answerWith(page, '**/api/assessment', phoneRefused)
    await openPage(page, url('/assessment'))
    await fillAssessmentForm(page)
    await consentBox(page).check()
    const submit = page.getByRole('button', { name: 'Get My Free AI Business Assessment' })
    await submit.click()
    const phone = page.getByLabel('Phone (optional)')
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone')
    // Unticking clears it; ticking again brings it back.
    await consentBox(page).uncheck()
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('false')
    await consentBox(page).check()
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(bodies).toEqual([])

    await phone.fill(mobile)
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('false')
    await submit.click()
    await expect.poll(() => bodies.length).toBe(1)
    expect(bodies[0]).toMatchObject({ phone: mobile, smsConsent: true, timeZone: visitorZone })
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(page.url()).toBe(url('/assessment'))
    await shoot(page.locator('fieldset', { has: consentBox(page) }), 'assessment-phone-refused-1280')
  })

  it('/book: an empty phone is named before sending; the JSON carries smsConsent; the 422 is shown on the phone', { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ timezoneId: visitorZone })
    const bodies = await answerWith(page, '**/api/booking', phoneRefused)
    await openPage(page, url('/book'))
    await chooseTime(page, await lastOpenTime(page))
    await fillBookingDetails(page)
    await consentBox(page).check()
    await submitBooking(page).click()
    const phone = page.getByLabel('Phone (optional)')
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-phone')
    // Rendered again with the message: the box is still ticked.
    expect(await consentBox(page).isChecked()).toBe(true)
    expect(bodies).toEqual([])

    await phone.fill(mobile)
    await submitBooking(page).click()
    await expect.poll(() => bodies.length).toBe(1)
    expect(bodies[0]).toMatchObject({ phone: mobile, smsConsent: true, timeZone: visitorZone })
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(await consentBox(page).isChecked()).toBe(true)
    await shoot(page.locator('fieldset', { has: consentBox(page) }), 'booking-phone-refused-1280')
  })

  it('/client-form-demo: an empty phone is named before sending; the JSON carries smsConsent and the zone; the 422 is shown on the phone, not as a failure', { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ timezoneId: visitorZone })
    const bodies = await answerWith(page, '**/api/contact', phoneRefused)
    await openPage(page, url('/client-form-demo'))
    await page.getByRole('button', { name: 'Fill Sample Restaurant Data' }).click()
    // The sample fills the form, never the consent.
    expect(await consentBox(page).isChecked()).toBe(false)
    const phone = page.getByLabel('Phone (optional)')
    await phone.fill('')
    await consentBox(page).check()
    const submit = page.getByRole('button', { name: 'Submit & Start Automation' })
    await submit.click()
    await page.getByRole('alert').filter({ hasText: smsConsent.phoneProblem }).waitFor()
    await expectFlagged(phone, smsConsent.phoneProblem)
    expect(bodies).toEqual([])

    await phone.fill(mobile)
    await submit.click()
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(1)
    expect(bodies[0]).toMatchObject({ phone: mobile, smsConsent: true, timeZone: visitorZone })
    await expectFlagged(phone, smsConsent.phoneProblem)
    // Nothing was stored: the pipeline does not take the fallback path, and the form is ready again.
    expect(await page.getByRole('status').filter({ hasText: 'Fallback path' }).count()).toBe(0)
    await expect.poll(() => submit.isEnabled()).toBe(true)
    await shoot(page.locator('main form'), 'contact-phone-refused-1280')
  })

  it('the chat: each message says whether the box is ticked; a 422 about the phone is shown under the message', { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ timezoneId: visitorZone })
    const bodies: Record<string, unknown>[] = []
    await answerAsTheModel(page, async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>)
      await route.fulfill(bodies.length === 1 ? eventStream() : phoneRefused)
    })
    const panel = await openChat(page, url)
    const input = panel.getByRole('textbox', { name: 'Your message' })
    await consentBox(panel).waitFor()
    await input.fill('How much does it cost?')
    await input.press('Enter')
    await expect.poll(() => bodies.length).toBe(1)
    expect(bodies[0]).toMatchObject({ message: 'How much does it cost?', smsConsent: false })

    await consentBox(panel).check()
    await expect.poll(() => input.inputValue()).toBe('')
    await input.fill('Text me at 555, I am Dana')
    await input.press('Enter')
    await expect.poll(() => bodies.length).toBe(2)
    expect(bodies[1]).toMatchObject({ message: 'Text me at 555, I am Dana', smsConsent: true, timeZone: visitorZone })
    await expectFlagged(input, smsConsent.phoneProblem)
    expect(await input.inputValue()).toBe('Text me at 555, I am Dana')
    await shoot(panel, 'chat-phone-refused-1280')
  })
})

describe('a box ticked before the code arrived', () => {
  /** Opens `path` with the page's code held back: the prerendered form takes input with no code behind it. */
  async function openHeld(newPage: NewPage, url: Url, pathname: string) {
    const page = await newPage({ timezoneId: visitorZone })
    const { release } = await holdPageScripts(page)
    await page.goto(url(pathname), { waitUntil: 'commit' })
    await consentBox(page).waitFor()
    return { page, release }
  }

  /** The box ticked on the bare HTML, the code released: still ticked once live, and after a re-render. */
  async function tickBeforeCode(page: Page, release: () => void, retype: Locator) {
    await consentBox(page).check()
    expect(await page.locator('html[data-interactive]').count()).toBe(0)
    release()
    await pageHydrated(page)
    expect(await consentBox(page).isChecked()).toBe(true)
    // A keystroke renders the form again from its state: the tick is in it.
    await retype.press('End')
    await retype.pressSequentially('!')
    await retype.press('Backspace')
    expect(await consentBox(page).isChecked()).toBe(true)
  }

  it('/assessment: sent as smsConsent: true', { timeout: 60_000 }, async ({ newPage, url }) => {
    const { page, release } = await openHeld(newPage, url, '/assessment')
    const bodies = await answerWith(page, '**/api/assessment', { status: 201, json: { success: true, id: 'consent-test' } })
    await fillAssessmentForm(page, { phone: mobile })
    await tickBeforeCode(page, release, page.getByLabel('Business Name *'))
    await page.getByRole('button', { name: 'Get My Free AI Business Assessment' }).click()
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(1)
    expect(bodies[0]).toMatchObject({ businessName: 'Summit Roofing Co.', phone: mobile, smsConsent: true, timeZone: visitorZone })
  })

  it('/book: kept when the form is shown again in the visitor’s zone, and sent as smsConsent: true', { timeout: 60_000 }, async ({ newPage, url }) => {
    const { page, release } = await openHeld(newPage, url, '/book')
    const bodies = await answerWith(page, '**/api/booking', { status: 422, json: { error: 'Please check: email', fields: { email: 'Stop here' } } })
    await chooseTime(page, await lastOpenTime(page))
    await fillBookingDetails(page)
    await page.getByLabel('Phone (optional)').fill(mobile)
    await tickBeforeCode(page, release, page.getByLabel('Your name'))
    // Live, the times are shown in the visitor's zone (the form's markup rendered again).
    await page.locator('#booking-time-zone').waitFor()
    expect(await consentBox(page).isChecked()).toBe(true)
    await submitBooking(page).click()
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(1)
    expect(bodies[0]).toMatchObject({ phone: mobile, smsConsent: true, timeZone: visitorZone })
  })

  it('/client-form-demo: sent as smsConsent: true', { timeout: 60_000 }, async ({ newPage, url }) => {
    const { page, release } = await openHeld(newPage, url, '/client-form-demo')
    const bodies = await answerWith(page, '**/api/contact', { status: 201, json: { success: true } })
    await fillFields(page, {
      'Full Name *': 'Typed Early',
      'Business Name *': 'Early Bird Bakery',
      'Email *': 'early.bird@example.com',
      'Phone (optional)': mobile,
      'What would you like to automate? *': 'Answer catering inquiries at night',
    })
    await tickBeforeCode(page, release, page.getByLabel('Full Name *'))
    await page.getByRole('button', { name: 'Submit & Start Automation' }).click()
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBe(1)
    expect(bodies[0]).toMatchObject({ fullName: 'Typed Early', phone: mobile, smsConsent: true, timeZone: visitorZone })
  })
})

describe('without JavaScript', () => {
  it('/assessment: the ticked box is posted as smsConsent=on, and the visitor lands on the thank-you page', { timeout: 60_000 }, async ({ newPage, url }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(url('/assessment'))
    await fillAssessmentForm(page, { phone: mobile })
    await consentBox(page).check()
    const posted: Promise<Request> = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/assessment')
    await page.getByRole('button', { name: 'Get My Free AI Business Assessment' }).click()
    expect(new URLSearchParams((await posted).postData() ?? '').get('smsConsent')).toBe('on')
    await page.waitForURL(url('/assessment/thank-you'))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank You! Assessment Received')
  })
})
