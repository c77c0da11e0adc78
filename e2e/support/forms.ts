import type { Locator, Page } from 'playwright-core'

/** What goes in a field: text typed into it, or the `option` chosen from a `<select>`. */
export type FieldValue = string | { option: string }

/** Fills each field, found by its label, in the order given (as a person works down a form). */
export async function fillFields(form: Page | Locator, fields: Record<string, FieldValue>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label)
    await (typeof value === 'string' ? field.fill(value) : field.selectOption(value.option))
  }
}

/** Fills the free assessment form (/assessment) with a roofing company's valid answers; the phone only when given. */
export async function fillAssessmentForm(page: Page, { phone }: { phone?: string } = {}) {
  await fillFields(page, {
    'Business Name *': 'Summit Roofing Co.',
    'Your Name *': 'Dana Whitaker',
    'Email *': 'dana@summitroofing.com',
    ...(phone ? { 'Phone (optional)': phone } : {}),
    'Business Type *': { option: 'roofing' },
    'Monthly Revenue *': { option: '50k-100k' },
    'Biggest Marketing Challenge *': { option: 'not-enough-leads' },
    'How do you get customers today? *': 'Referrals and a Facebook page',
    'What is your biggest goal for the next 12 months? *': 'Book 10 more inspections a month',
  })
}
