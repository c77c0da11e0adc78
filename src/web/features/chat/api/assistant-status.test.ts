import { afterEach, describe, expect, it, vi } from 'vitest'
import { assistantApi } from '@/shared/assistant-protocol'
import { modelAnswers } from './assistant-status'

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('whether the model answers the chat', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks afresh each time, never from a cache', async () => {
    const fetch = answer(200, { mode: 'model' })
    vi.stubGlobal('fetch', fetch)
    expect(await modelAnswers(new AbortController().signal)).toBe(true)
    expect(fetch).toHaveBeenCalledWith(assistantApi.status, expect.objectContaining({ cache: 'no-store' }))
  })

  it.each(['not-configured', 'switched-off', 'daily-budget'])('keeps the keyword answers when the mode is %s', async (mode) => {
    vi.stubGlobal('fetch', answer(200, { mode }))
    expect(await modelAnswers(new AbortController().signal)).toBe(false)
  })

  it('keeps the keyword answers when the server fails, answers nonsense or cannot be reached', async () => {
    vi.stubGlobal('fetch', answer(503, { mode: 'model' }))
    expect(await modelAnswers(new AbortController().signal)).toBe(false)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })))
    expect(await modelAnswers(new AbortController().signal)).toBe(false)
    vi.stubGlobal('fetch', answer(200, ['model']))
    expect(await modelAnswers(new AbortController().signal)).toBe(false)
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await modelAnswers(new AbortController().signal)).toBe(false)
  })
})
