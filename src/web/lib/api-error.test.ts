import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, isSessionExpired, toApiError } from './api-error'
import { listUrl } from './admin-request'
import { serverFieldErrors } from './form-errors'

describe('errors from the back-office API', () => {
  it("reads the server's error text and field messages", () => {
    const error = toApiError(400, 'Bad Request', '/api/notion/leads', JSON.stringify({ error: 'Check the form', fields: { email: 'Valid email is required', x: 1 } }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Valid email is required')
    expect(error.fields).toEqual({ email: 'Valid email is required' })
    expect(toApiError(409, 'Conflict', '/api/notion/leads', JSON.stringify({ error: 'A lead with this e-mail already exists' })).message).toBe('A lead with this e-mail already exists')
  })

  it("says a 400's field messages, never the API's field keys (issue 25)", () => {
    const body = { error: 'Invalid request: phone: Phone is not a number; contactEmail: Contact email must be a valid email address', fields: { phone: 'Phone is not a number', contactEmail: 'Contact email must be a valid email address' } }
    const error = toApiError(400, 'Bad Request', '/api/research/companies', JSON.stringify(body))
    expect(error.message).toBe('Phone is not a number; Contact email must be a valid email address')
    expect(error.fields).toEqual(body.fields)
    // A 400 without field messages, and other refusals, say the server's text.
    expect(toApiError(400, 'Bad Request', '/x', JSON.stringify({ error: 'Give a status or a priority' })).message).toBe('Give a status or a priority')
    expect(toApiError(422, 'Unprocessable Entity', '/x', JSON.stringify({ error: 'No address on file', fields: { email: 'Enter one' } })).message).toBe('No address on file')
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
