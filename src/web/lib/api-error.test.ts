import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, isSessionExpired, toApiError } from './api-error'
import { listUrl } from './admin-request'
import { serverFieldErrors } from './form-errors'

describe('errors from the back-office API', () => {
  it("reads the server's error text and field messages", () => {
    const error = toApiError(400, 'Bad Request', '/api/notion/leads', JSON.stringify({ error: 'Check the form', fields: { email: 'Valid email is required', x: 1 } }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Check the form')
    expect(error.fields).toEqual({ email: 'Valid email is required' })
  })

  it('falls back to "<status>: <body or status text>" (SPEC §8)', () => {
    expect(toApiError(502, 'Bad Gateway', '/x', '').message).toBe('502: Bad Gateway')
    expect(toApiError(500, 'Internal Server Error', '/x', 'oops').message).toBe('500: oops')
  })

  it('tells an ended session from a wrong password', () => {
    expect(isSessionExpired(new ApiError(401, '/api/notion/leads?page=1', 'Operator sign-in required'), '/api/admin/session')).toBe(true)
    expect(isSessionExpired(new ApiError(401, '/api/admin/session', 'Invalid password'), '/api/admin/session')).toBe(false)
    expect(isSessionExpired(new ApiError(403, '/api/notion/leads', 'no'), '/api/admin/session')).toBe(false)
    expect(isSessionExpired(new Error('401: x'), '/api/admin/session')).toBe(false)
  })

  it('puts field messages under the fields the form has, and a conflict under the named field', () => {
    const invalid = new ApiError(400, '/x', 'Invalid', { email: 'Valid email is required', other: 'ignored' })
    expect(serverFieldErrors(invalid, ['name', 'email'])).toEqual([['email', 'Valid email is required']])
    const conflict = new ApiError(409, '/x', 'A lead with this e-mail already exists')
    expect(serverFieldErrors(conflict, ['email'], 'email')).toEqual([['email', 'A lead with this e-mail already exists']])
    expect(serverFieldErrors(new Error('boom'), ['email'], 'email')).toEqual([])
  })

  it('uses the fallback text when an error has none', () => {
    expect(errorMessage(new Error(''), 'Failed to add lead to Notion')).toBe('Failed to add lead to Notion')
    expect(errorMessage('nope', 'Failed')).toBe('Failed')
    expect(errorMessage(new Error('409: taken'), 'Failed')).toBe('409: taken')
  })
})

describe('list URLs', () => {
  it('carries the page and the search, and leaves out what is empty', () => {
    expect(listUrl('/api/notion/leads', { page: 2, pageSize: 10 })).toBe('/api/notion/leads?page=2&pageSize=10')
    expect(listUrl('/api/contact-submissions', { page: 1, search: 'a&b c' })).toBe('/api/contact-submissions?page=1&search=a%26b+c')
    expect(listUrl('/api/contact-submissions/export.csv', { search: '' })).toBe('/api/contact-submissions/export.csv')
  })
})
