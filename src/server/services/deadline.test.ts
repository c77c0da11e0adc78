import v8 from 'node:v8'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deadline } from './deadline'

v8.setFlagsFromString('--expose_gc')
const collectGarbage = vm.runInNewContext('gc') as () => void
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('deadline', () => {
  it('aborts after its time even when a garbage collection runs meanwhile', async () => {
    const outer = new AbortController()
    const { signal } = deadline(60, outer.signal)
    let reason: unknown
    signal.addEventListener('abort', () => (reason = signal.reason))
    await wait(5)
    collectGarbage()
    await wait(150)
    expect(signal.aborted).toBe(true)
    expect((reason as DOMException).name).toBe('TimeoutError')
  })

  it('aborts at once with the first of its signals, and not after clear', async () => {
    const outer = new AbortController()
    const first = deadline(60, outer.signal)
    outer.abort(new Error('the visitor left'))
    expect(first.signal.aborted).toBe(true)
    expect((first.signal.reason as Error).message).toBe('the visitor left')

    const cleared = deadline(30)
    cleared.clear()
    await wait(80)
    expect(cleared.signal.aborted).toBe(false)
  })
})
