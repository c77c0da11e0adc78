const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * "2026-03-05" → "Mar 5, 2026", as Intl writes a short US date. Written out: the page's first
 * Intl object would load the browser's locale data during hydration (decision 049). The date is
 * a calendar day, read as written, so the server that prerenders and every browser agree.
 */
export function formatListingDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return `${months[month - 1]} ${day}, ${year}`
}
