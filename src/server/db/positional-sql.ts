import { sql, type SQL } from 'drizzle-orm'

/**
 * pg-boss speaks raw PostgreSQL with `$1`-style placeholders. To make a job commit together with
 * the row that causes it, we run pg-boss's SQL inside a Drizzle transaction, which means turning
 * that text into Drizzle SQL with the values bound as parameters.
 *
 * A plain `/\$(\d+)/g` would also rewrite `$1` inside string literals, quoted identifiers,
 * comments and dollar-quoted bodies (pg-boss's schema functions have those), so this module scans
 * the text the way PostgreSQL's lexer does and only treats bare `$n` as placeholders.
 */

/** A run of SQL text, or a `$n` placeholder (n as written, not checked against any values). */
export type SqlPiece = { text: string } | { position: number }

/** PostgreSQL identifiers may contain letters, digits, `_`, `$` and any non-ASCII character. */
function isIdentifierChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_$\u0080-\uffff]/.test(char)
}

/** The delimiter of a dollar-quoted string starting at `start` (`$$` or `$tag$`), if there is one. */
function dollarQuoteDelimiter(text: string, start: number): string | undefined {
  return /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(text.slice(start))?.[0]
}

/**
 * The index just past a quoted run that opens at `start` (`'`, `E'` strings or `"` identifiers),
 * or the end of the text when it never closes. A doubled quote is an escaped quote; in an
 * escape string (`E'…'`) a backslash escapes the next character too. Ordinary strings keep
 * backslashes literal (standard_conforming_strings, on by default since PostgreSQL 9.1).
 */
function skipQuoted(text: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1
  while (i < text.length) {
    const char = text[i]
    if (backslashEscapes && char === '\\') {
      i += 2
    } else if (char === quote) {
      if (text[i + 1] === quote) i += 2
      else return i + 1
    } else {
      i += 1
    }
  }
  return text.length
}

/** The index just past a `/* … *\/` comment opening at `start`; these comments nest. */
function skipBlockComment(text: string, start: number): number {
  let depth = 0
  let i = start
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      depth += 1
      i += 2
    } else if (text.startsWith('*/', i)) {
      depth -= 1
      i += 2
      if (depth === 0) return i
    } else {
      i += 1
    }
  }
  return text.length
}

/**
 * Splits SQL text into text runs and `$n` placeholders, leaving alone anything inside string
 * literals, escape strings, quoted identifiers, comments and dollar-quoted strings, and `$n` that
 * continues an identifier (`foo$1`). An unterminated literal or comment runs to the end as text:
 * PostgreSQL will report it. Adjacent text is merged; empty text runs are left out.
 */
export function splitPlaceholders(text: string): SqlPiece[] {
  const pieces: SqlPiece[] = []
  let textStart = 0
  let i = 0
  while (i < text.length) {
    const char = text[i]
    const previous = i > 0 ? text[i - 1] : undefined
    if (char === "'") {
      const escapeString = (previous === 'E' || previous === 'e') && !isIdentifierChar(text[i - 2])
      i = skipQuoted(text, i, "'", escapeString)
    } else if (char === '"') {
      i = skipQuoted(text, i, '"', false)
    } else if (text.startsWith('--', i)) {
      const newline = text.slice(i).search(/[\r\n]/)
      i = newline === -1 ? text.length : i + newline
    } else if (text.startsWith('/*', i)) {
      i = skipBlockComment(text, i)
    } else if (char === '$' && !isIdentifierChar(previous)) {
      const digits = /^\d+/.exec(text.slice(i + 1))?.[0]
      if (digits !== undefined) {
        if (i > textStart) pieces.push({ text: text.slice(textStart, i) })
        pieces.push({ position: Number(digits) })
        i += 1 + digits.length
        textStart = i
        continue
      }
      const delimiter = dollarQuoteDelimiter(text, i)
      if (delimiter === undefined) {
        i += 1
      } else {
        const end = text.indexOf(delimiter, i + delimiter.length)
        i = end === -1 ? text.length : end + delimiter.length
      }
    } else {
      i += 1
    }
  }
  if (textStart < text.length) pieces.push({ text: text.slice(textStart) })
  return pieces
}

/**
 * Turns `select $1, $2` with values into Drizzle SQL with bound parameters. The same placeholder
 * may appear more than once; a placeholder with no value throws.
 */
export function withPositionalValues(text: string, values: readonly unknown[]): SQL {
  const chunks = splitPlaceholders(text).map((piece) => {
    if ('text' in piece) return sql.raw(piece.text)
    const { position } = piece
    if (position < 1 || position > values.length) throw new Error(`No value for $${position}`)
    // sql.param binds an array as one array parameter (`${array}` would expand it into a list).
    return sql`${sql.param(values[position - 1] ?? null)}`
  })
  return sql.join(chunks)
}
