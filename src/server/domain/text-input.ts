/**
 * Text as PostgreSQL can store it. A NUL character (U+0000) cannot be stored in a text or jsonb
 * value at all (PostgreSQL: "invalid byte sequence"), so input carrying one is refused, naming
 * the field; a lone UTF-16 surrogate (half of a pair, "\ud800") cannot be encoded as UTF-8 and is
 * replaced by U+FFFD, as a browser's form submission would. Pure: the server applies it to every
 * request's body, query and route parameters before validation (plugins/text-input.ts).
 */

export type NormalisedInput = {
  value: unknown
  /** Where a NUL character was found: `field`, `parent.child`, `list.0`; empty when none. */
  fieldsWithNul: string[]
}

const maxDepth = 64

/** A high surrogate without a low one after it, or a low one without a high one before it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const wellFormed = (text: string) => text.replace(loneSurrogate, '\ufffd')

export function normaliseTextInput(input: unknown): NormalisedInput {
  const fieldsWithNul: string[] = []
  const visit = (value: unknown, path: string, depth: number): unknown => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) fieldsWithNul.push(path || 'body')
      return wellFormed(value)
    }
    // Deeper than any schema of ours: leave it to validation, which refuses it.
    if (depth >= maxDepth || value === null || typeof value !== 'object') return value
    // Bytes kept raw for a signature over them (routes/ads.ts): the route reads them itself.
    if (ArrayBuffer.isView(value)) return value
    if (Array.isArray(value)) return value.map((item, index) => visit(item, join(path, String(index)), depth + 1))
    // fromEntries defines own properties: a "__proto__" key stays a key, never a prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const field = join(path, key)
        if (key.includes('\u0000')) fieldsWithNul.push(field)
        return [wellFormed(key), visit(item, field, depth + 1)]
      }),
    )
  }
  const value = visit(input, '', 0)
  return { value, fieldsWithNul }
}

function join(path: string, key: string) {
  return path ? `${path}.${key}` : key
}

export const nulMessage = 'must not contain the NUL character'
