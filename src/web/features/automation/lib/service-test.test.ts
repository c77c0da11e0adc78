import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeTestSchema, openaiTestSchema } from '@/shared/automation'
import { fetchServiceTest, isQuotaError, readServiceTestError, serviceTestDefaults, serviceTestOutcome } from './service-test'

describe('service test outcome', () => {
  it('returns the parsed body of a successful test', () => {
    const body = { success: true, apiStatus: 'connected', model: 'gpt-4o-mini', message: 'OpenAI answered' }
    expect(serviceTestOutcome(true, body, openaiTestSchema, serviceTestDefaults.openai)).toEqual(body)
  })

  it("shows the server's error text on a non-OK answer (signed out: 401)", () => {
    expect(() => serviceTestOutcome(false, { error: 'Operator sign-in required' }, openaiTestSchema, serviceTestDefaults.openai)).toThrow(
      'Operator sign-in required',
    )
  })

  it('fails with the error text of an OK answer that says success: false', () => {
    const body = { success: false, apiStatus: 'error', message: 'Could not reach Make', error: 'Invalid token' }
    expect(() => serviceTestOutcome(true, body, makeTestSchema, serviceTestDefaults.make)).toThrow('Invalid token')
  })

  it('falls back to the SPEC default when the server gives no error text', () => {
    expect(() => serviceTestOutcome(false, null, makeTestSchema, serviceTestDefaults.make)).toThrow('Make.com connection failed')
    expect(() => serviceTestOutcome(false, { error: '  ' }, openaiTestSchema, serviceTestDefaults.openai)).toThrow('OpenAI connection failed')
    expect(() => serviceTestOutcome(true, { unexpected: true }, openaiTestSchema, serviceTestDefaults.notion)).toThrow('Notion connection failed')
    expect(readServiceTestError({ success: false }, serviceTestDefaults.email)).toBe('Email service failed')
  })

  it('recognises an OpenAI quota error', () => {
    expect(isQuotaError('429 You exceeded your current quota, please check your plan')).toBe(true)
    expect(isQuotaError('Invalid API key')).toBe(false)
  })
})

describe('fetchServiceTest', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends credentials and reads the error of a 401', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'Operator sign-in required' }), { status: 401 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(fetchServiceTest('/api/automation/openai/test', openaiTestSchema, serviceTestDefaults.openai)).rejects.toThrow(
      'Operator sign-in required',
    )
    expect(fetchMock).toHaveBeenCalledWith('/api/automation/openai/test', { credentials: 'include' })
  })

  it('reads a network failure or a non-JSON body as the default message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(fetchServiceTest('/x', openaiTestSchema, serviceTestDefaults.openai)).rejects.toThrow('OpenAI connection failed')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })))
    await expect(fetchServiceTest('/x', makeTestSchema, serviceTestDefaults.make)).rejects.toThrow('Make.com connection failed')
  })
})
