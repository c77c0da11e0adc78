/**
 * Each page's path, and nothing else: the addresses of the route table (paths.ts), which adds each
 * page's title, description and visibility. Code that only links to a page imports this, so a
 * public page's islands do not ship every page's title and description (the home page's 100 KB
 * budget, decision 052).
 */
export const pagePaths = {
  home: '/',
  blog: '/blog',
  realEstateDemo: '/demo/real-estate',
  restaurantDemo: '/demo/restaurant',
  restaurantOutreach: '/outreach/restaurant',
  clientDemo: '/client-demo',
  automation: '/automation',
  automationLogs: '/automation/logs',
  automationDemo: '/automation/demo',
  clientFormDemo: '/client-form-demo',
  leadScoring: '/lead-scoring',
  admin: '/admin',
  workflows: '/workflows',
  assessment: '/assessment',
  assessmentThankYou: '/assessment/thank-you',
  book: '/book',
} as const
