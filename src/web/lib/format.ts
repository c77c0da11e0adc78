/**
 * Figures as every page writes them (US English, grouped thousands). Each page's own units
 * (NOK, per month, hours a week) build on these.
 *
 * Written out here rather than with Intl.NumberFormat: the first Intl object a page makes loads
 * the browser's locale data, 15-20 ms on this machine and over 100 ms on a phone four to eight
 * times slower, in the middle of hydrating the island that shows the figure (decision 049).
 * The output is Intl's for en-US, digit for digit (lib/format.test.ts compares them).
 */

type Digits = { minimumFractionDigits: number; maximumFractionDigits: number; currency?: boolean }

function formatNumber(value: number, digits: Digits): string {
  const magnitude = Math.abs(value)
  // Infinity, NaN and the magnitudes JavaScript writes with an exponent are Intl's to spell.
  if (!Number.isFinite(value) || (magnitude !== 0 && (magnitude < 1e-6 || magnitude >= 1e21))) return intlFormat(value, digits)
  // Intl rounds the shortest decimal that reads back as the value (0.15, not the binary
  // 0.1499…), half away from zero: so does this, on the digits String() writes.
  const [whole, fraction] = roundHalfUp(String(magnitude), digits.maximumFractionDigits)
  let decimals = fraction
  while (decimals.length > digits.minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1)
  decimals = decimals.padEnd(digits.minimumFractionDigits, '0')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${digits.currency ? '$' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
}

/** A plain decimal ("1234.5678") rounded half up to `places` decimals: its whole digits and its decimals. */
function roundHalfUp(plain: string, places: number): [string, string] {
  const [whole, fraction = ''] = plain.split('.') as [string, string?]
  if (fraction.length <= places) return [whole, fraction]
  const kept = [...whole + fraction.slice(0, places)].map(Number)
  if (Number(fraction[places]) >= 5) {
    let at = kept.length - 1
    while (at >= 0 && kept[at] === 9) kept[at--] = 0
    if (at < 0) kept.unshift(1)
    else kept[at]! += 1
  }
  const all = kept.join('')
  return [all.slice(0, all.length - places) || '0', all.slice(all.length - places)]
}

function intlFormat(value: number, { minimumFractionDigits, maximumFractionDigits, currency }: Digits): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits, ...(currency ? { style: 'currency', currency: 'USD' } : {}) }).format(value)
}

/** 71568 → "$71,568". */
export function formatDollars(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 0, maximumFractionDigits: 0, currency: true })
}

/** 24.5 → "$24.50": an amount to the cent. */
export function formatCents(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, currency: true })
}

/** 20800 → "20,800". */
export function formatCount(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 0, maximumFractionDigits: 0 })
}

/** 12.345 → "12.3", 40 → "40": a rate or a duration, to one decimal at most. */
export function formatOneDecimal(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 0, maximumFractionDigits: 1 })
}
