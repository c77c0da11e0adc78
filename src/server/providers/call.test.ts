import { describe, expect, it } from 'vitest'
import { callWithTimeout } from './call'

const describeAny = (error: unknown) => ({ kind: 'network' as const, message: String(error) })

describe('callWithTimeout', () => {
  it('returns the value of a call that answers', async () => {
    expect(await callWithTimeout(100, async () => 42, describeAny)).toEqual({ ok: true, value: 42 })
  })

  it('turns a thrown error into a typed failure', async () => {
    expect(await callWithTimeout(100, async () => Promise.reject(new Error('refused')), describeAny)).toEqual({
      ok: false,
      failure: { kind: 'network', message: 'Error: refused' },
    })
  })

  it('gives up on a call that ignores its signal, and aborts the signal', async () => {
    let signal: AbortSignal | undefined
    const started = Date.now()
    const outcome = await callWithTimeout(
      50,
      (given) => {
        signal = given
        return new Promise(() => {})
      },
      describeAny,
    )
    expect(outcome).toEqual({ ok: false, failure: { kind: 'timeout', message: 'no answer within 50 ms' } })
    expect(signal!.aborted).toBe(true)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
