const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
const count = new Intl.NumberFormat('en-US')

export const formatDollars = (value: number) => dollars.format(value)
export const formatCents = (value: number) => cents.format(value)
export const formatCount = (value: number) => count.format(value)
