/** SPEC §9: 247 prospects, 34% response, 12 demos, 28% conversion; 10 new partners a month. */
export const outreachStats = {
  prospects: 247,
  responseRate: 34,
  demosBooked: 12,
  conversionRate: 28,
} as const

export const partnerLimitPerMonth = 10
