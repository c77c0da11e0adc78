import { describe, expect, it } from 'vitest'
import { reducer, TOAST_LIMIT, type ToasterToast, type ToastState } from './use-toast'

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, title: `Toast ${id}`, ...extra })
const empty: ToastState = { toasts: [] }

describe('toast reducer', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1)
    const afterTwo = reducer(reducer(empty, { type: 'ADD_TOAST', toast: make('1') }), {
      type: 'ADD_TOAST',
      toast: make('2'),
    })
    expect(afterTwo.toasts.map((t) => t.id)).toEqual(['2'])
  })

  it('updates only the matching toast', () => {
    const state = reducer({ toasts: [make('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Saved' } })
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'Saved', open: true })
    expect(reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'No' } })).toEqual(state)
  })

  it('marks a dismissed toast closed but keeps it for the exit animation', () => {
    const state = reducer({ toasts: [make('1')] }, { type: 'DISMISS_TOAST', toastId: '1' })
    expect(state.toasts).toEqual([expect.objectContaining({ id: '1', open: false })])
  })

  it('dismisses every toast when no id is given', () => {
    const state = reducer({ toasts: [make('1'), make('2')] }, { type: 'DISMISS_TOAST' })
    expect(state.toasts.every((t) => t.open === false)).toBe(true)
  })

  it('removes a toast by id, or all of them without one', () => {
    const start: ToastState = { toasts: [make('1'), make('2')] }
    expect(reducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2'])
    expect(reducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([])
  })

  it('does not mutate the previous state', () => {
    const start: ToastState = { toasts: [make('1')] }
    const snapshot = structuredClone(start)
    reducer(start, { type: 'DISMISS_TOAST', toastId: '1' })
    reducer(start, { type: 'ADD_TOAST', toast: make('2') })
    expect(start).toEqual(snapshot)
  })
})
