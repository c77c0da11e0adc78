import { useSyncExternalStore, type ReactNode } from 'react'
import type { ToastActionElement, ToastProps } from '@/web/components/ui/toast'

/** SPEC §9: one toast at a time; a new toast replaces the current one. */
export const TOAST_LIMIT = 1
/**
 * SPEC §9. Dismissed toasts stay in the store this long before removal. Radix
 * has already closed and unmounted them by then, so the long delay is harmless.
 */
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToasterToast = ToastProps & {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ToastActionElement
}

export type ToastState = { toasts: ToasterToast[] }

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & Pick<ToasterToast, 'id'> }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

/** Pure: the removal timer that follows a dismissal lives in `dispatch`, not here. */
export function reducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

// Module-level store so `toast()` can be called from anywhere (mutation callbacks, plain functions).
let memoryState: ToastState = { toasts: [] }
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return
  const timer = setTimeout(() => {
    removalTimers.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST_REMOVE_DELAY)
  removalTimers.set(toastId, timer)
}

function dispatch(action: ToastStoreAction) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId]
    ids.forEach(scheduleRemoval)
  }
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener())
}

let count = 0
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

// open/onOpenChange are owned by the store: they wire Radix's auto-close to `dismiss`.
export type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'onOpenChange'>

export function toast(props: ToastInput) {
  const id = genId()
  const update = (next: Partial<ToasterToast>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } })
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss()
      },
    },
  })

  return { id, dismiss, update }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getSnapshot = () => memoryState

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  }
}

/** Calls `listener` with the store's state after every change (the lazy toaster waits on it). */
export function subscribeToToasts(listener: (state: ToastState) => void): () => void {
  const unsubscribe = subscribe(() => listener(memoryState))
  return () => void unsubscribe()
}
