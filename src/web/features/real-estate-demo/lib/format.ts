const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const count = new Intl.NumberFormat('en-US')
// UTC, so a fixed sample date reads the same on the server that prerenders and in every browser.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export const formatPrice = (value: number) => usd.format(value)
export const formatCount = (value: number) => count.format(value)
export const formatListingDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`))
