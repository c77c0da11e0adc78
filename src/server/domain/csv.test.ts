import { describe, expect, it } from 'vitest'
import { csvField, csvRecord } from './csv'

describe('csvField (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Morgan Heating and Air')).toBe('Morgan Heating and Air')
    expect(csvField('riley@morganhvac.com')).toBe('riley@morganhvac.com')
    expect(csvField('Café Déjà Vu')).toBe('Café Déjà Vu')
  })

  it('writes null, undefined and the empty string as an empty field', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField('')).toBe('')
  })

  it('quotes a field with a comma', () => {
    expect(csvField('Heating, Air & Plumbing')).toBe('"Heating, Air & Plumbing"')
  })

  it('quotes a field with a quote and doubles the quote', () => {
    expect(csvField('The "Best" Diner')).toBe('"The ""Best"" Diner"')
    expect(csvField('"')).toBe('""""')
  })

  it('quotes a field with a line break, LF or CRLF, keeping it inside the field', () => {
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"')
    expect(csvField('a\rb')).toBe('"a\rb"')
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

  it('leaves those characters alone when they are not first', () => {
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('859-555-0177')).toBe('859-555-0177')
    expect(csvField('x@y.com')).toBe('x@y.com')
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
