// UTC, so a fixed sample date reads the same on the server that prerenders and in every browser.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export const formatListingDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`))
