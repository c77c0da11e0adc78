import { PgTransaction } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { Executor } from './client'
import { batchOn, createBatch } from './statement-batch'

describe('createBatch', () => {
  it('runs the calls made in one turn of the event loop as one batch, each answered with its own result', async () => {
    const runs: number[][] = []
    const double = createBatch(async (inputs: number[]) => {
      runs.push(inputs)
      return inputs.map((input) => input * 2)
    })
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6])
    expect(await double(4)).toBe(8)
    expect(runs).toEqual([[1, 2, 3], [4]])
  })

  it('splits a batch past its size, and fails only the calls of the batch that failed', async () => {
    const runs: number[][] = []
    const check = createBatch(async (inputs: number[]) => {
      runs.push(inputs)
      if (inputs.includes(3)) throw new Error('statement failed')
      return inputs
    }, 2)
    const results = await Promise.allSettled([check(1), check(2), check(3), check(4), check(5)])
    expect(runs).toEqual([[1, 2], [3, 4], [5]])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled'])
  })
})

describe('batchOn', () => {
  it('keeps a batch per database and runs a transaction’s calls alone, at once', async () => {
    const runs: { db: string; inputs: string[] }[] = []
    const read = batchOn(async (db, inputs: string[]) => {
      runs.push({ db: (db as unknown as { name: string }).name, inputs })
      return inputs.map((input) => `${input}!`)
    })
    const first = { name: 'first' } as unknown as Executor
    const second = { name: 'second' } as unknown as Executor
    const tx = Object.assign(Object.create(PgTransaction.prototype), { name: 'tx' }) as Executor
    expect(await Promise.all([read(first, 'a'), read(second, 'b'), read(first, 'c'), read(tx, 'd'), read(tx, 'e')])).toEqual(['a!', 'b!', 'c!', 'd!', 'e!'])
    expect(runs).toEqual([
      { db: 'tx', inputs: ['d'] },
      { db: 'tx', inputs: ['e'] },
      { db: 'first', inputs: ['a', 'c'] },
      { db: 'second', inputs: ['b'] },
    ])
  })
})
