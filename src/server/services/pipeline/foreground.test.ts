import { describe, expect, it } from 'vitest'
import { createForegroundGate } from './foreground'

describe('createForegroundGate', () => {
  it('lets background work start at once when nothing runs in the foreground', async () => {
    const gate = createForegroundGate({ quietMs: 10, maxWaitMs: 1_000 })
    const started = performance.now()
    await gate.quiet()
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('holds background work back until the foreground has been quiet for a moment', async () => {
    const gate = createForegroundGate({ quietMs: 10, maxWaitMs: 1_000 })
    let finished = 0
    const foreground = gate.run(() => new Promise<void>((resolve) => setTimeout(resolve, 60))).then(() => (finished = performance.now()))
    await gate.quiet()
    const resumed = performance.now()
    await foreground
    expect(resumed).toBeGreaterThanOrEqual(finished + 5)
  })

  it('gives up waiting after maxWaitMs, and at once when released', async () => {
    const gate = createForegroundGate({ quietMs: 10, maxWaitMs: 50 })
    let release!: () => void
    void gate.run(() => new Promise<void>((resolve) => (release = resolve)))
    const started = performance.now()
    await gate.quiet()
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    const waiting = gate.quiet()
    gate.release()
    await waiting
    release()
  })
})
