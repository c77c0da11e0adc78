import { describe, expect, it } from 'vitest'
import { firstInteraction, interactionEvents, whenVisitorInteracts } from './defer-until-interaction'

class FakeWindow extends EventTarget {}

describe('firstInteraction', () => {
  it('waits for the first scroll, wheel, pointer, touch or key event', async () => {
    for (const type of interactionEvents) {
      const target = new FakeWindow()
      let resolved = false
      const done = firstInteraction(target as unknown as Window).then(() => (resolved = true))
      await Promise.resolve()
      expect(resolved).toBe(false)
      target.dispatchEvent(new Event(type))
      await done
      expect(resolved).toBe(true)
    }
  })

  it('ignores other events and stops listening once resolved', async () => {
    const target = new FakeWindow()
    let count = 0
    const originalRemove = target.removeEventListener.bind(target)
    target.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
      count += 1
      originalRemove(...args)
    }
    let resolved = false
    const done = firstInteraction(target as unknown as Window).then(() => (resolved = true))
    target.dispatchEvent(new Event('mousemove'))
    await Promise.resolve()
    expect(resolved).toBe(false)
    target.dispatchEvent(new Event('keydown'))
    await done
    expect(count).toBe(interactionEvents.length)
  })
})

describe('whenVisitorInteracts', () => {
  it('resolves at once where there is no window, as when prerendering', async () => {
    expect(typeof window).toBe('undefined')
    await expect(whenVisitorInteracts()).resolves.toBeUndefined()
  })
})
