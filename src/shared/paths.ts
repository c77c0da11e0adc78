import { pagePaths } from './page-paths'

/**
 * The route table: the 15 paths of SPEC §2 and the booking page (issue 22), listed once (the paths
 * themselves in page-paths.ts). The web router maps each key to a
 * page; the server answers these paths with the app (anything else is a 404) and builds the
 * sitemap from the public ones.
 */
export type AppPath = {
  path: string
  title: string
  description: string
  /** Public pages are indexed and prerendered; private ones are noindex. */
  visibility: 'public' | 'private'
}

export const paths = {
  home: {
    path: pagePaths.home,
    title: 'AI Marketing & Automation for Local Businesses',
    description:
      'Paid social ads, search ads and an AI lead response system that answers every lead in seconds, for contractors, real-estate agents and restaurants.',
    visibility: 'public',
  },
  blog: {
    path: pagePaths.blog,
    title: 'Blog',
    description: 'Guides, case studies and strategy on AI automation for small local businesses.',
    visibility: 'public',
  },
  realEstateDemo: {
    path: pagePaths.realEstateDemo,
    title: 'Real Estate Automation Demo',
    description: 'See how AI answers real-estate leads in under 30 seconds and markets your listings.',
    visibility: 'public',
  },
  restaurantDemo: {
    path: pagePaths.restaurantDemo,
    title: 'Restaurant Automation Demo',
    description: 'Reservations, reviews and orders handled by AI: a live restaurant demo with an ROI calculator.',
    visibility: 'public',
  },
  restaurantOutreach: {
    path: pagePaths.restaurantOutreach,
    title: 'Restaurant Outreach Demo',
    description: 'E-mail, SMS, cold-call and LinkedIn templates with a 3-step follow-up for restaurant prospects.',
    visibility: 'public',
  },
  clientDemo: {
    path: pagePaths.clientDemo,
    title: 'Live Automation Demo',
    description: 'Watch AI run a restaurant week: staff scheduling, inventory, bookings and customer messages.',
    visibility: 'public',
  },
  automation: {
    path: pagePaths.automation,
    title: 'Automation Dashboard',
    description: 'Status of lead processing, e-mail automation, task generation and lead scoring.',
    visibility: 'private',
  },
  automationLogs: {
    path: pagePaths.automationLogs,
    title: 'Automation Live Logs',
    description: 'Run the full lead-response pipeline and watch every step.',
    visibility: 'private',
  },
  automationDemo: {
    path: pagePaths.automationDemo,
    title: 'Lead Response Live Demo',
    description: 'A six-step AI lead-response pipeline, from capture to owner notification, in under 10 seconds.',
    visibility: 'public',
  },
  clientFormDemo: {
    path: pagePaths.clientFormDemo,
    title: 'Client Form Demo',
    description: 'Submit a sample lead and watch it scored, answered and scheduled for follow-up.',
    visibility: 'public',
  },
  leadScoring: {
    path: pagePaths.leadScoring,
    title: 'How Lead Scoring Works',
    description: 'The four-group, 100-point lead scoring model behind our AI lead response.',
    visibility: 'public',
  },
  admin: {
    path: pagePaths.admin,
    title: 'Admin',
    description: 'Back office.',
    visibility: 'private',
  },
  workflows: {
    path: pagePaths.workflows,
    title: 'n8n Workflow Automation',
    description: 'Workflow templates, client proposals and internal research automation.',
    visibility: 'private',
  },
  assessment: {
    path: pagePaths.assessment,
    title: 'Free AI Business Assessment',
    description:
      'Answer a few questions in under 2 minutes and get a personalized AI automation strategy for your business within 24 hours.',
    visibility: 'public',
  },
  assessmentThankYou: {
    path: pagePaths.assessmentThankYou,
    title: 'Assessment Received',
    description: 'Thank you: your free AI business assessment is on its way.',
    visibility: 'public',
  },
  book: {
    path: pagePaths.book,
    title: 'Book Your Free 30-Minute Call',
    description: 'Pick a time for a free 30-minute consultation: we look at your leads, your follow-up and where AI can save you hours each week.',
    visibility: 'public',
  },
} as const satisfies Record<string, AppPath>

export type PathKey = keyof typeof paths

export const appPaths: readonly AppPath[] = Object.values(paths)

export function isAppPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return appPaths.some((entry) => entry.path === normalized)
}

/** SPEC §2: the page any other path shows. */
export const notFoundPage = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const
