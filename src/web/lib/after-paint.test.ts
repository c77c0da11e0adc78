import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-paint'

/** Frames the test paints by hand: each call runs the callbacks queued so far. */
function stubFrames() {
  const queued = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id))
  return () => {
    const due = [...queued.values()]
    queued.clear()
    for (const callback of due) callback(0)
  }
}

describe('afterNextPaint', () => {
  let paint: () => void
  beforeEach(() => {
    vi.useFakeTimers()
    paint = stubFrames()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the task after the next frame, not in it', () => {
    const task = vi.fn()
    afterNextPaint(task)
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
    paint()
    expect(task).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
  })

  it('cancels before the frame and between the frame and the task', () => {
    const beforeFrame = vi.fn()
    const betweenFrameAndTask = vi.fn()
    const cancelEarly = afterNextPaint(beforeFrame)
    const cancelLate = afterNextPaint(betweenFrameAndTask)
    cancelEarly()
    paint()
    cancelLate()
    vi.runAllTimers()
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(betweenFrameAndTask).not.toHaveBeenCalled()
  })
})
