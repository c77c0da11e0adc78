/**
 * The agency's identity, in one place. SPEC calls these {product}, {phone} and {email};
 * every page, e-mail and meta tag reads them from here.
 */
export const site = {
  name: 'Bluegrass AI',
  legalName: 'Bluegrass AI Automation',
  tagline: 'AI marketing and automation for local businesses',
  phone: '(859) 555-0142',
  phoneHref: 'tel:+18595550142',
  email: 'hello@bluegrassai.com',
  senderEmail: 'automation@bluegrassai.com',
  founder: {
    name: 'Jordan Ellis',
    title: 'Founder & Automation Lead',
  },
  location: 'Lexington, Kentucky',
  /** The free 30-minute call (SPEC §2 thank-you page); opened in a new tab. */
  schedulingUrl: 'https://cal.com/bluegrass-ai/30min',
  /** Used for canonical URLs, Open Graph tags and the sitemap. */
  url: 'https://bluegrassai.com',
} as const

export type Site = typeof site
