import { site } from '@/shared/site'
import { endSentence, firstName, oneLine, render, signature, type Block } from '../compose-email'

/**
 * The research tab's 'Send Email' (docs/decisions/018): a first e-mail to a researched company,
 * prefilled from the research for the operator to edit, then rendered with the footer that says
 * why we write. Pure.
 */

export type OutreachCompany = {
  name: string
  industry: string
  location: string
  contactPerson: string | null
  opportunities: readonly string[]
  potentialSavings: number
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** The draft's subject: SPEC §2's CRM preview, 'Save $3,200/month with AI automation - {business}'. */
export function researchOutreachSubject(company: Pick<OutreachCompany, 'name' | 'potentialSavings'>): string {
  const business = oneLine(company.name, 120)
  return company.potentialSavings > 0 ? `Save ${dollars(company.potentialSavings)}/month with AI automation - ${business}` : `AI automation for ${business}`
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text)

/** The draft's text (without the footer, which is added when it is sent). */
export function composeResearchOutreach(company: OutreachCompany, bookingUrl: string): { subject: string; text: string } {
  const business = oneLine(company.name, 120)
  const opportunity = company.opportunities[0]?.trim()
  const where = company.location ? ` in ${oneLine(company.location, 80)}` : ''
  const paragraphs = [
    `Hi ${company.contactPerson ? firstName(company.contactPerson) : 'there'},`,
    `I'm ${site.founder.name} of ${site.name}, an automation agency in ${site.location}. I have been looking at local businesses like ${endSentence(`${business}${where}`)}`,
    opportunity
      ? `One thing we could set up for you: ${endSentence(lowerFirst(oneLine(opportunity, 200)))}${company.potentialSavings > 0 ? ` For a business of your kind and size we estimate it, with the automations around it, at about ${dollars(company.potentialSavings)} a month in staff time saved.` : ''}`
      : company.potentialSavings > 0
        ? `For a business of your kind and size we estimate automation at about ${dollars(company.potentialSavings)} a month in staff time saved.`
        : 'We help local businesses take repetitive work off their team with AI automation.',
    `Would a free 30-minute call this week suit you? Pick a time here: ${bookingUrl}`,
    `Best regards,\n${signature}`,
  ]
  return { subject: researchOutreachSubject(company), text: paragraphs.join('\n\n') }
}

/** Why the company gets this e-mail, and how to stop us: under every research e-mail. */
export function researchOutreachFooter(businessName: string): Block[] {
  return [
    {
      kind: 'p',
      text: `You are receiving this because ${site.name} researched ${oneLine(businessName, 80)} and thinks automation could help. Not interested? Reply and say so, and we will not write again.`,
    },
  ]
}

/** The e-mail as sent: the operator's text, paragraph by paragraph, with the footer. */
export function renderResearchOutreach(input: { businessName: string; subject: string; text: string }): { subject: string; text: string; html: string } {
  const paragraphs = input.text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const { text, html } = render(
    paragraphs.map((paragraph): Block => ({ kind: 'p', text: paragraph })),
    researchOutreachFooter(input.businessName),
  )
  return { subject: oneLine(input.subject, 200), text, html }
}
