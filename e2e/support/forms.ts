import type { Page } from 'playwright-core'

/** Fills the free assessment form (/assessment) with a roofing company's valid answers; the phone only when given. */
export async function fillAssessmentForm(page: Page, { phone }: { phone?: string } = {}) {
  await page.getByLabel('Business Name *').fill('Summit Roofing Co.')
  await page.getByLabel('Your Name *').fill('Dana Whitaker')
  await page.getByLabel('Email *').fill('dana@summitroofing.com')
  if (phone) await page.getByLabel('Phone (optional)').fill(phone)
  await page.getByLabel('Business Type *').selectOption('roofing')
  await page.getByLabel('Monthly Revenue *').selectOption('50k-100k')
  await page.getByLabel('Biggest Marketing Challenge *').selectOption('not-enough-leads')
  await page.getByLabel('How do you get customers today? *').fill('Referrals and a Facebook page')
  await page.getByLabel('What is your biggest goal for the next 12 months? *').fill('Book 10 more inspections a month')
}
