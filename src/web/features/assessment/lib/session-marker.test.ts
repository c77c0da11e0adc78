import { describe, expect, it } from 'vitest'
import { storeAssessmentMarker, takeAssessmentMarker } from './session-marker'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('assessment session marker', () => {
  it('stores the returned id under assessmentId', () => {
    const storage = memoryStorage()
    storeAssessmentMarker(storage, 'abc-123')
    expect(storage.items.get('assessmentId')).toBe('abc-123')
  })

  it("stores 'completed' when no id came back", () => {
    const storage = memoryStorage()
    storeAssessmentMarker(storage, undefined)
    expect(storage.items.get('assessmentId')).toBe('completed')
  })

  it('is read once and removed', () => {
    const storage = memoryStorage()
    storeAssessmentMarker(storage, 'abc-123')
    expect(takeAssessmentMarker(storage)).toBe('abc-123')
    expect(takeAssessmentMarker(storage)).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('survives a storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(() => storeAssessmentMarker(refusing, 'x')).not.toThrow()
    expect(takeAssessmentMarker(refusing)).toBeNull()
  })
})
