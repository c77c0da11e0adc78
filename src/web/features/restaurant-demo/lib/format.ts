const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

/** 24.5 → "$24.50": an order's total, to the cent. */
export const formatCents = (value: number) => cents.format(value)
