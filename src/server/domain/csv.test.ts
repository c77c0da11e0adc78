import { describe, expect, it } from 'vitest'
import { csvField, csvRecord } from './csv'

describe('csvField (RFC 4180)', () => {
  it.each(['Morgan Heating and Air', 'riley@morganhvac.com', 'Café Déjà Vu'])('leaves plain text as it is: %s', (text) => {
    expect(csvField(text)).toBe(text)
  })

  it.each([null, undefined, ''])('writes %j as an empty field', (nothing) => {
    expect(csvField(nothing)).toBe('')
  })

  it.each([
    ['a comma', 'Heating, Air & Plumbing', '"Heating, Air & Plumbing"'],
    ['a quote, doubling the quote', 'The "Best" Diner', '"The ""Best"" Diner"'],
    ['only a quote, doubling it', '"', '""""'],
    ['a line break (LF), keeping it inside the field', 'line one\nline two', '"line one\nline two"'],
    ['a line break (CRLF), keeping it inside the field', 'line one\r\nline two', '"line one\r\nline two"'],
    ['a lone carriage return, keeping it inside the field', 'a\rb', '"a\rb"'],
  ])('quotes a field with %s', (_what, field, written) => {
    expect(csvField(field)).toBe(written)
  })

  it('writes numbers as they are', () => {
    expect(csvField(497)).toBe('497')
  })
})

describe('csvField against formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['=1+2', "'=1+2"],
    ['+1 (859) 555-0177', "'+1 (859) 555-0177"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
    ['\n=1+2', `"'\n=1+2"`],
  ])('prefixes %j with a single quote', (input, expected) => {
    expect(csvField(input)).toBe(expected)
  })

  it.each(['a=b', '859-555-0177', 'x@y.com'])('leaves those characters alone when they are not first: %s', (text) => {
    expect(csvField(text)).toBe(text)
  })

  it('prefixes only once, and not a cell that already starts with a quote mark', () => {
    expect(csvField("'=1")).toBe("'=1")
  })
})

describe('csvRecord', () => {
  it('joins fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null, '=d'])).toBe(`a,"b,c",,'=d\r\n`)
  })

  it('writes an empty record as a bare CRLF', () => {
    expect(csvRecord([])).toBe('\r\n')
  })
})
