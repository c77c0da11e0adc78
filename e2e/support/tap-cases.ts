import type { Locator, Page } from 'playwright-core'
import type { viewports } from './browser'

/**
 * One control per prerendered page that has one, and the visible effect of tapping it: the
 * browser tests tap each while the page's code is held back (taps-before-code.test.ts), and
 * `npm run bench:web` times each under a slow phone's profile. `effect` runs in the page (it is
 * sent as source, so it closes over nothing) and says whether the effect is on screen.
 */
export type TapCase = {
  path: string
  name: string
  viewport: keyof typeof viewports
  control: (page: Page) => Locator
  effect: () => boolean
  /** The control is native HTML (a popover button): it works before any code has run. */
  worksWithoutCode?: true
}

export const tapCases: TapCase[] = [
  {
    path: '/',
    name: 'the menu opens',
    viewport: 'phone',
    worksWithoutCode: true,
    control: (page) => page.getByRole('button', { name: 'Menu' }),
    effect: () => document.querySelector('nav[aria-label="Mobile"]')?.checkVisibility() === true,
  },
  {
    path: '/',
    name: 'an FAQ answer opens',
    viewport: 'desktop',
    control: (page) => page.locator('#faq').getByRole('button', { name: 'How much does it cost?' }),
    effect: () => document.querySelector('#faq button[aria-expanded="true"]') !== null,
  },
  {
    path: '/blog',
    name: 'a category filter applies',
    viewport: 'phone',
    control: (page) => page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name: 'Guide', exact: true }),
    effect: () => [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) => button.textContent?.trim() === 'Guide'),
  },
  {
    path: '/assessment',
    name: 'sending the empty form names the fields to fill',
    viewport: 'phone',
    control: (page) => page.getByRole('button', { name: 'Get My Free AI Business Assessment' }),
    effect: () => document.querySelector('form [aria-invalid="true"]') !== null,
  },
  {
    path: '/demo/restaurant',
    name: 'Start Live Demo runs',
    viewport: 'phone',
    control: (page) => page.getByRole('button', { name: 'Start Live Demo' }),
    effect: () => [...document.querySelectorAll('button')].some((button) => button.textContent?.includes('Running...')),
  },
  {
    path: '/demo/restaurant',
    name: 'the Orders tab opens',
    viewport: 'desktop',
    control: (page) => page.getByRole('tab', { name: 'Orders' }),
    effect: () => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => tab.textContent?.includes('Orders')),
  },
  {
    path: '/demo/real-estate',
    name: 'the Property Marketing tab opens',
    viewport: 'phone',
    control: (page) => page.getByRole('tab', { name: 'Property Marketing' }),
    effect: () => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => tab.textContent?.includes('Property Marketing')),
  },
  {
    path: '/client-demo',
    name: 'Start Demo runs',
    viewport: 'phone',
    control: (page) => page.getByRole('button', { name: 'Start Demo' }),
    effect: () => [...document.querySelectorAll('button')].some((button) => button.textContent?.includes('Running...')),
  },
  {
    path: '/outreach/restaurant',
    name: 'the SMS tab opens',
    viewport: 'phone',
    control: (page) => page.getByRole('tab', { name: 'SMS' }),
    effect: () => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((tab) => tab.textContent?.includes('SMS')),
  },
  {
    path: '/automation/demo',
    name: 'Start Live Demo runs',
    viewport: 'phone',
    control: (page) => page.getByRole('button', { name: 'Start Live Demo' }),
    effect: () => {
      const progress = document.querySelector('[role="progressbar"][aria-labelledby="demo-progress-label"]')?.getAttribute('aria-valuenow')
      return progress !== undefined && progress !== null && progress !== '0'
    },
  },
  {
    path: '/client-form-demo',
    name: 'the sample restaurant fills the form',
    viewport: 'phone',
    control: (page) => page.getByRole('button', { name: 'Fill Sample Restaurant Data' }),
    effect: () => (document.querySelector<HTMLInputElement>('input[name="fullName"]')?.value ?? '') !== '',
  },
]
