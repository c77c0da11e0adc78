/** The home page's section ids: the nav, the footer and other pages link to these. */
export const sectionIds = {
  top: 'top',
  services: 'services',
  solutions: 'automation-examples',
  results: 'results',
  calculator: 'calculator',
  whySwitching: 'why-switching',
  process: 'process',
  about: 'about',
  testimonials: 'testimonials',
  faq: 'faq',
  contact: 'contact',
} as const

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds]

/** SPEC §2: the sticky nav's in-page links, in order. */
export const navSections: readonly { label: string; id: SectionId }[] = [
  { label: 'Services', id: sectionIds.services },
  { label: 'Solutions', id: sectionIds.solutions },
  { label: 'About', id: sectionIds.about },
]

export const getStarted = { label: 'Get Started', id: sectionIds.contact } as const
