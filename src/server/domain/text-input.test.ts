import { describe, expect, it } from 'vitest'
import { normaliseTextInput } from './text-input'

describe('normaliseTextInput', () => {
  it('passes ordinary text, numbers, booleans and null through unchanged', () => {
    const input = { name: 'Zoë 🏠 “quoted”', count: 3, ok: true, none: null, list: ['a', 'b'] }
    expect(normaliseTextInput(input)).toEqual({ value: input, fieldsWithNul: [] })
  })

  it('names every field that carries a NUL character, however deep', () => {
    const { fieldsWithNul } = normaliseTextInput({ businessName: 'Acme\u0000', nested: { list: ['ok', 'x\u0000y'] } })
    expect(fieldsWithNul).toEqual(['businessName', 'nested.list.1'])
  })

  it('names a key that carries a NUL character, and a bare string as the body', () => {
    expect(normaliseTextInput({ 'we\u0000ird': 'x' }).fieldsWithNul).toEqual(['we\u0000ird'])
    expect(normaliseTextInput('\u0000').fieldsWithNul).toEqual(['body'])
  })

  it('replaces lone surrogates with U+FFFD and keeps whole pairs', () => {
    const { value, fieldsWithNul } = normaliseTextInput({ a: 'x\ud800y', b: '\udfff', c: '😀', ['k\ud800']: 1 })
    expect(value).toEqual({ a: 'x\ufffdy', b: '\ufffd', c: '😀', ['k\ufffd']: 1 })
    expect(fieldsWithNul).toEqual([])
  })

  it('keeps a "__proto__" key as an own key, never as the prototype', () => {
    const { value } = normaliseTextInput(JSON.parse('{"__proto__": {"polluted": "yes"}}'))
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(value as object)).toEqual(['__proto__'])
  })

  it('stops at a depth no schema reaches instead of recursing without end', () => {
    let deep: unknown = 'end\u0000'
    for (let level = 0; level < 10_000; level += 1) deep = { deep }
    expect(() => normaliseTextInput(deep)).not.toThrow()
  })
})
