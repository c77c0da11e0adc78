import { site } from '@/shared/site'

/**
 * What a deal is worth to the agency, in dollars a month (docs/decisions/013): the monthly fee
 * for a client of the lead's revenue band, or the fee for an unknown band when the lead has not
 * said (the contact form and the CRM form do not ask).
 */
export function dealValue(monthlyRevenue: string | null | undefined): number {
  const byRevenue: Record<string, number> = site.dealValueByRevenue
  return (monthlyRevenue && Object.hasOwn(byRevenue, monthlyRevenue) ? byRevenue[monthlyRevenue] : undefined) ?? site.dealValueRevenueUnknown
}
