/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a quote, a comma, CR or LF is
 * quoted, its quotes doubled), made safe to open in a spreadsheet: a cell that starts with a
 * character a spreadsheet reads as a formula (= + - @, or TAB, CR, LF, which some strip first) is
 * prefixed with a single quote, so it shows as text and never runs (OWASP "CSV Injection").
 */

export type CsvValue = string | number | null | undefined

const formulaStart = /^[=+\-@\t\r\n]/
const needsQuotes = /[",\r\n]/

/** One field, neutralised and quoted as needed; null and undefined are empty. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  const safe = formulaStart.test(text) ? `'${text}` : text
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One record, with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
