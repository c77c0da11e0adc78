import { describe, expect, it } from 'vitest'
import { createConnectionGate, DatabaseBusyError } from './connection-gate'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the embedded database’s connection gate', () => {
  it('hands the connection out one at a time, in the order asked', async () => {
    const gate = createConnectionGate({ waitMs: 1_000 })
    const order: string[] = []
    let running = 0
    const work = (name: string) =>
      gate.run(name, async () => {
        running++
        expect(running).toBe(1)
        await later(5)
        order.push(name)
        running--
      })
    await Promise.all([work('a'), work('b'), work('c')])
    expect(order).toEqual(['a', 'b', 'c'])
    expect(gate.describe()).toBeUndefined()
  })

  it('fails a caller that waited past the bound, naming what held the connection, and never runs it', async () => {
    const gate = createConnectionGate({ waitMs: 50 })
    let release!: () => void
    const origin = new Error('transaction begun')
    const holder = gate.run('a transaction', () => new Promise<void>((resolve) => (release = resolve)), origin)
    let ran = false
    const waiter = gate.run('a query', async () => {
      ran = true
    })
    const failure = await waiter.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DatabaseBusyError)
    expect((failure as DatabaseBusyError).code).toBe('DATABASE_BUSY')
    expect((failure as Error).message).toMatch(/^a query waited 50 ms for the embedded database: held for \d+ ms by a transaction begun at .*connection-gate\.test\.ts:\d+:\d+, 0 waiting$/)
    release()
    await holder
    await later(10)
    expect(ran).toBe(false)
    // The line goes on: the next caller gets the connection at once.
    await expect(gate.run('a query', async () => 'done')).resolves.toBe('done')
  })

  it('releases the connection when the work fails', async () => {
    const gate = createConnectionGate({ waitMs: 100 })
    await expect(gate.run('a query', async () => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error')
    await expect(gate.run('a query', async () => 1)).resolves.toBe(1)
  })
})
