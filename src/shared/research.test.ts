import { describe, expect, it } from 'vitest'
import { isRunActive } from './research'

describe('a research run', () => {
  it('is active while queued or running, and idle once finished or when there is none', () => {
    expect(isRunActive({ status: 'queued' })).toBe(true)
    expect(isRunActive({ status: 'running' })).toBe(true)
    expect(isRunActive({ status: 'succeeded' })).toBe(false)
    expect(isRunActive({ status: 'failed' })).toBe(false)
    expect(isRunActive(null)).toBe(false)
    expect(isRunActive(undefined)).toBe(false)
  })
})
