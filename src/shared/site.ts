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
  /** Used for canonical URLs, Open Graph tags and the sitemap. */
  url: 'https://bluegrassai.com',
  /**
   * What a client pays the agency each month, by the client's monthly revenue band (the
   * assessment's monthlyRevenue): a lead's estimated deal value (docs/decisions/013).
   */
  dealValueByRevenue: {
    'under-10k': 297,
    '10k-50k': 497,
    '50k-100k': 797,
    '100k-250k': 1297,
    '250k-plus': 1997,
  },
  /** The monthly fee assumed while the revenue band is unknown (contact form, CRM form). */
  dealValueRevenueUnknown: 497,
  /**
   * The services the assessment's strategy report recommends, with their standard prices: a
   * one-time setup within SPEC's $500-2000 and a monthly fee (docs/decisions/016). `key` is the
   * report's service key (server/domain/assessment-report.ts ServiceKey).
   */
  serviceOffers: [
    { key: 'lead-response', name: 'AI Lead Response System', setupPrice: 1500, monthlyPrice: 497 },
    { key: 'ai-caller', name: '24/7 AI Caller', setupPrice: 2000, monthlyPrice: 397 },
    { key: 'paid-ads', name: 'Ads & Content Marketing Automation', setupPrice: 750, monthlyPrice: 797 },
    { key: 'reviews', name: 'Review Automation', setupPrice: 500, monthlyPrice: 197 },
    { key: 'follow-up', name: 'Follow-up Automation', setupPrice: 500, monthlyPrice: 197 },
    { key: 'reporting', name: 'Lead-Source Tracking & Reporting', setupPrice: 500, monthlyPrice: 147 },
  ],
} as const

export type Site = typeof site
