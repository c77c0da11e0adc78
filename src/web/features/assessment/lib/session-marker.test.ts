import { describe, expect, it } from 'vitest'
import { memoryStorage, refusingStorage } from '@/web/lib/storage-test-support'
import { storeAssessmentMarker, takeAssessmentMarker } from './session-marker'

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
    expect(() => storeAssessmentMarker(refusingStorage, 'x')).not.toThrow()
    expect(takeAssessmentMarker(refusingStorage)).toBeNull()
  })
})
