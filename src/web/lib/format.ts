/**
 * Figures as every page writes them (US English, grouped thousands). Each page's own units
 * (NOK, per month, hours a week) build on these.
 */

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** 71568 → "$71,568". */
export function formatDollars(value: number): string {
  return wholeDollars.format(value)
}

/** 20800 → "20,800". */
export function formatCount(value: number): string {
  return wholeNumber.format(value)
}

/** 12.345 → "12.3", 40 → "40": a rate or a duration, to one decimal at most. */
export function formatOneDecimal(value: number): string {
  return upToOneDecimal.format(value)
}
