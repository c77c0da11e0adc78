import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { splitPlaceholders, withPositionalValues } from './positional-sql'

/** The positions found in `text`, in order. */
const positions = (text: string) => splitPlaceholders(text).flatMap((piece) => ('position' in piece ? [piece.position] : []))

/** Query text and parameters as drizzle would send them to PostgreSQL. */
const toQuery = (text: string, values: readonly unknown[]) => {
  const { sql, params } = new PgDialect().sqlToQuery(withPositionalValues(text, values))
  return { sql, params }
}

describe('splitPlaceholders', () => {
  it('finds $1 and $2', () => {
    expect(splitPlaceholders('select $1, $2')).toEqual([{ text: 'select ' }, { position: 1 }, { text: ', ' }, { position: 2 }])
  })

  it('reads multi-digit placeholders whole', () => {
    expect(positions('select $1, $10, $12')).toEqual([1, 10, 12])
    expect(splitPlaceholders('$10$')).toEqual([{ position: 10 }, { text: '$' }])
  })

  it('keeps a repeated placeholder each time it appears', () => {
    expect(positions('select $1 where a = $1 or b = $1')).toEqual([1, 1, 1])
  })

  it('leaves string literals alone', () => {
    expect(splitPlaceholders("select '$1', $2")).toEqual([{ text: "select '$1', " }, { position: 2 }])
  })

  it('handles a doubled quote inside a literal', () => {
    expect(splitPlaceholders("select 'it''s $1', $2")).toEqual([{ text: "select 'it''s $1', " }, { position: 2 }])
  })

  it('keeps backslashes literal in ordinary strings', () => {
    // standard_conforming_strings: 'a\' is a whole literal, so the $1 after it is a placeholder.
    expect(positions("select 'a\\', $1")).toEqual([1])
  })

  it('handles backslash-escaped quotes in escape strings', () => {
    expect(positions("select E'\\'$1', $2")).toEqual([2])
    expect(positions("select e'\\\\', $1")).toEqual([1])
    expect(positions("select e'x''$1', $2")).toEqual([2])
  })

  it('does not take an identifier ending in E for an escape-string prefix', () => {
    // `namE'…'` is not E'…': the backslash is literal, so the string ends at the second quote.
    expect(positions("select namE'\\', $1")).toEqual([1])
  })

  it('leaves quoted identifiers alone', () => {
    expect(splitPlaceholders('select "col$1", $2')).toEqual([{ text: 'select "col$1", ' }, { position: 2 }])
    expect(positions('select "a""$1", $2')).toEqual([2])
  })

  it('skips a line comment to the end of the line', () => {
    expect(splitPlaceholders('select 1 -- $1\nwhere a = $2')).toEqual([{ text: 'select 1 -- $1\nwhere a = ' }, { position: 2 }])
    expect(positions('select 1 -- $1\r\n, $2')).toEqual([2])
    expect(positions('select $1 -- $2')).toEqual([1])
  })

  it('skips nested block comments', () => {
    const text = 'select /* $1 /* nested $2 */ still $3 */ $1'
    expect(splitPlaceholders(text)).toEqual([{ text: 'select /* $1 /* nested $2 */ still $3 */ ' }, { position: 1 }])
  })

  it('leaves dollar-quoted strings alone', () => {
    expect(splitPlaceholders('select $$ $1 $$, $2')).toEqual([{ text: 'select $$ $1 $$, ' }, { position: 2 }])
    expect(splitPlaceholders('select $tag$ $1 $tag$, $2')).toEqual([{ text: 'select $tag$ $1 $tag$, ' }, { position: 2 }])
  })

  it('ends a tagged dollar quote only at its own tag', () => {
    expect(positions('select $a$ $$ $1 $b$ $2 $a$, $3')).toEqual([3])
    expect(positions("do $body$ begin perform 'x'; end $body$; select $1")).toEqual([1])
  })

  it('does not take $n inside an identifier for a placeholder', () => {
    expect(splitPlaceholders('select foo$1, $2')).toEqual([{ text: 'select foo$1, ' }, { position: 2 }])
    expect(positions('select a_$1, b$$1, c9$1')).toEqual([])
    expect(positions('select foo$tag$ $1')).toEqual([1])
  })

  it('passes an unterminated literal, identifier, comment or dollar quote through as text', () => {
    for (const text of ["select $1, 'oops $2", 'select $1, "oops $2', 'select $1 /* oops $2', 'select $1, $q$ oops $2']) {
      expect(splitPlaceholders(text)).toEqual([{ text: 'select ' }, { position: 1 }, { text: text.slice('select $1'.length) }])
    }
  })

  it('returns text without placeholders as one piece, and nothing for empty text', () => {
    expect(splitPlaceholders('select 1')).toEqual([{ text: 'select 1' }])
    expect(splitPlaceholders('')).toEqual([])
    expect(splitPlaceholders('select $, $a')).toEqual([{ text: 'select $, $a' }])
  })
})

describe('withPositionalValues', () => {
  it('binds $1 and $2 as parameters', () => {
    expect(toQuery('select $1, $2', ['a', 2])).toEqual({ sql: 'select $1, $2', params: ['a', 2] })
  })

  it('tells $1 from $10', () => {
    const values = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10']
    expect(toQuery('select $10, $1', values)).toEqual({ sql: 'select $1, $2', params: ['v10', 'v1'] })
  })

  it('binds a repeated placeholder each time', () => {
    expect(toQuery('select $1 where $1 = $2', ['x', 'y'])).toEqual({ sql: 'select $1 where $2 = $3', params: ['x', 'x', 'y'] })
  })

  it('binds an array as one parameter and undefined as null', () => {
    expect(toQuery('select $1, $2', [['a', 'b'], undefined])).toEqual({ sql: 'select $1, $2', params: [['a', 'b'], null] })
  })

  it('leaves quoted, commented and dollar-quoted $n in the text', () => {
    const text = `select '$1', "c$1", $$ $1 $$ /* $1 */, foo$1, $1 -- $1\n, $2`
    expect(toQuery(text, ['a', 'b'])).toEqual({
      sql: `select '$1', "c$1", $$ $1 $$ /* $1 */, foo$1, $1 -- $1\n, $2`,
      params: ['a', 'b'],
    })
  })

  it('throws naming a placeholder with no value', () => {
    expect(() => withPositionalValues('select $1, $3', ['a', 'b'])).toThrow(new Error('No value for $3'))
    expect(() => withPositionalValues('select $0', ['a'])).toThrow(new Error('No value for $0'))
    expect(() => withPositionalValues('select $1', [])).toThrow(new Error('No value for $1'))
  })

  it('does not ask for values of $n that are not placeholders', () => {
    expect(toQuery("select '$5' -- $6", [])).toEqual({ sql: "select '$5' -- $6", params: [] })
  })
})
