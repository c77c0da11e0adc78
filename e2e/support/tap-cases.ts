import type { Locator, Page } from 'playwright-core'
import type { viewports } from './browser'

/**
 * One control per prerendered page that has one, and the visible effect of tapping it: the
 * browser tests tap each while the page's code is held back (taps-before-code.test.ts), and
 * `npm run bench:web` times each under a slow phone's profile.
 */
export type TapCase = {
  path: string
  name: string
  viewport: keyof typeof viewports
  control: (page: Page) => Locator
  /** Whether the effect is on screen: `shows(on)`, run in the page (sent as source, so it closes over nothing). */
  shows: (on: string) => boolean
  on: string
  /** The control is native HTML (a popover button, a `<details>` summary): it works before any code has run. */
  worksWithoutCode?: true
  /** The effect ends by itself (a demo's 3 s run), and a second tap cannot undo it (the button is disabled meanwhile). */
  endsByItself?: true
}

/** Runs a case's effect check in the page. */
export function effectShown(page: Page, { shows, on }: TapCase): Promise<boolean> {
  return page.evaluate(shows, on)
}

// The effects, each given what to look for.
const regionVisible = (label: string) => document.querySelector(`[aria-label="${label}"]`)?.checkVisibility() === true
const answerOpen = (question: string) => [...document.querySelectorAll('details[open] > summary')].some((summary) => summary.textContent?.trim() === question)
const buttonPressed = (text: string) => [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) => button.textContent?.trim() === text)
const buttonReads = (text: string) => [...document.querySelectorAll('button')].some((button) => button.textContent?.includes(text))
const tabSelected = (text: string) => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => tab.textContent?.includes(text))
const fieldFlagged = (form: string) => document.querySelector(`${form} [aria-invalid="true"]`) !== null
const fieldFilled = (name: string) => (document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '') !== ''
const buttonBusy = (text: string) => [...document.querySelectorAll('button[aria-busy="true"]')].some((button) => button.textContent?.includes(text))
const optionChosen = (name: string) => document.querySelector(`input[name="${name}"]:checked`) !== null

// The controls, by their accessible names.
const button = (name: string) => (page: Page) => page.getByRole('button', { name })
const tab = (name: string) => (page: Page) => page.getByRole('tab', { name })

/** A demo's start button, which reads 'Running...' once the demo runs. */
const startRuns = (path: string, name: string): TapCase => ({ path, name: `${name} runs`, viewport: 'phone', control: button(name), shows: buttonReads, on: 'Running...', endsByItself: true })
/** A tab, selected once tapped. */
const tabOpens = (path: string, name: string, viewport: TapCase['viewport']): TapCase => ({ path, name: `the ${name} tab opens`, viewport, control: tab(name), shows: tabSelected, on: name })

export const tapCases: TapCase[] = [
  { path: '/', name: 'the menu opens', viewport: 'phone', worksWithoutCode: true, control: button('Menu'), shows: regionVisible, on: 'Mobile' },
  {
    path: '/',
    name: 'an FAQ answer opens',
    viewport: 'desktop',
    worksWithoutCode: true,
    control: (page) => page.locator('#faq summary', { hasText: 'How much does it cost?' }),
    shows: answerOpen,
    on: 'How much does it cost?',
  },
  { path: '/', name: 'the chat opens', viewport: 'phone', control: button('Chat with us'), shows: regionVisible, on: 'Conversation' },
  {
    path: '/blog',
    name: 'a category filter applies',
    viewport: 'phone',
    control: (page) => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name: 'Guide', exact: true }),
    shows: buttonPressed,
    on: 'Guide',
  },
  { path: '/assessment', name: 'sending the empty form names the fields to fill', viewport: 'phone', control: button('Get My Free AI Business Assessment'), shows: fieldFlagged, on: 'form' },
  startRuns('/demo/restaurant', 'Start Live Demo'),
  tabOpens('/demo/restaurant', 'Orders', 'desktop'),
  tabOpens('/demo/real-estate', 'Property Marketing', 'phone'),
  startRuns('/client-demo', 'Start Demo'),
  tabOpens('/outreach/restaurant', 'SMS', 'phone'),
  // The button turns to a spinner at once; the pipeline's steps follow the server's answer.
  { path: '/automation/demo', name: 'Start Live Demo runs', viewport: 'phone', control: button('Start Live Demo'), shows: buttonBusy, on: 'Start Live Demo' },
  { path: '/client-form-demo', name: 'the sample restaurant fills the form', viewport: 'phone', control: button('Fill Sample Restaurant Data'), shows: fieldFilled, on: 'fullName' },
  // The times are native radios the server renders into the page: the choice holds before any
  // code runs, and the page keeps it when it renders the times again in the visitor's zone.
  {
    path: '/book',
    name: 'a time is chosen',
    viewport: 'phone',
    worksWithoutCode: true,
    control: (page) => page.locator('details[open] input[name="start"] + label').first(),
    shows: optionChosen,
    on: 'start',
  },
]
