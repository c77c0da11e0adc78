import { useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Time, injected. Demo timers take a `Clock` so pure state machines can be driven by real
 * timers in the browser and by vitest's fake timers in tests.
 */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>

export interface Clock {
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
  setInterval(callback: () => void, ms: number): TimerHandle
  clearInterval(handle: TimerHandle): void
}

/**
 * The platform's timers. Each call looks the global up at call time (not at import), so fake
 * timers installed after this module loads still take effect.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
}

export type Tick = { readonly type: 'tick' }
export const tick: Tick = { type: 'tick' }

/**
 * A state machine whose only notion of time is the tick: `reduce` is pure, and `delayFor`
 * says how long after entering a state the next tick is due (null: wait for the user).
 */
export interface TimedMachine<State, Event> {
  reduce(state: State, event: Event | Tick): State
  delayFor(state: State): number | null
}

export interface MachineRunner<State, Event> {
  getState(): State
  /** The state it was created in: what the server rendered, which hydration must match. */
  getInitialState(): State
  send(event: Event): void
  subscribe(listener: () => void): () => void
  /** Arms the timer the current state asks for. Runners start paused, so render never starts a timer. */
  resume(): void
  /** Clears the pending timer and keeps the state (unmount). */
  pause(): void
}

/**
 * Runs a `TimedMachine` on a clock: one pending timer at most, re-armed on every state change.
 *
 * Consecutive ticks keep to the schedule rather than to the previous timer: a tick that fires
 * late (a busy main thread) shortens the wait for the next one, so a 4000 ms stage of 150 ms
 * ticks ends after about 4 s of wall time, not 4 s plus every delay the browser added.
 */
export function createMachineRunner<State, Event>(
  machine: TimedMachine<State, Event>,
  initialState: State,
  clock: Clock,
): MachineRunner<State, Event> {
  let state = initialState
  let timer: TimerHandle | null = null
  let active = false
  const listeners = new Set<() => void>()

  function disarm() {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  /** `from`: when the tick that led here was due (chained ticks), else now. */
  function arm(from: number = clock.now()) {
    disarm()
    if (!active) return
    const delay = machine.delayFor(state)
    if (delay === null) return
    const dueAt = from + delay
    timer = clock.setTimeout(
      () => {
        timer = null
        apply(tick, dueAt)
      },
      Math.max(0, dueAt - clock.now()),
    )
  }

  function apply(event: Event | Tick, dueAt?: number) {
    const next = machine.reduce(state, event)
    // An event that changes nothing (Start while running) must not restart the pending tick.
    if (Object.is(next, state)) return
    state = next
    arm(dueAt)
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    getInitialState: () => initialState,
    send: (event) => apply(event),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    resume() {
      active = true
      arm()
    },
    pause() {
      active = false
      disarm()
    },
  }
}

const holders = new WeakMap<MachineRunner<unknown, never>, number>()

/**
 * Keeps `runner`'s timer armed until the returned release: a runner that several React roots
 * show (the islands of one demo, each hydrated alone) runs while any of them is mounted and
 * pauses when the last lets go.
 */
export function holdRunner<State, Event>(runner: MachineRunner<State, Event>): () => void {
  const key = runner as MachineRunner<unknown, never>
  const count = (holders.get(key) ?? 0) + 1
  holders.set(key, count)
  if (count === 1) runner.resume()
  let released = false
  return () => {
    if (released) return
    released = true
    const left = holders.get(key)! - 1
    holders.set(key, left)
    if (left === 0) runner.pause()
  }
}

/**
 * A runner as React state, held while the component is mounted (`holdRunner`), so no timer
 * outlives the last component that shows it and no update lands after it is gone.
 */
export function useMachineRunner<State, Event>(runner: MachineRunner<State, Event>): [State, (event: Event) => void] {
  useEffect(() => holdRunner(runner), [runner])
  // A shared runner may have moved on before a later island hydrates: hydration renders what the
  // server did (the initial state) and React renders the current state right after.
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getInitialState)
  return [state, runner.send]
}

/** A `TimedMachine` as React state of one component: its own runner, paused on unmount. */
export function useTimedMachine<State, Event>(
  machine: TimedMachine<State, Event>,
  initialState: State | (() => State),
  clock: Clock = systemClock,
): [State, (event: Event) => void] {
  const [runner] = useState(() =>
    createMachineRunner(
      machine,
      typeof initialState === 'function' ? (initialState as () => State)() : initialState,
      clock,
    ),
  )
  return useMachineRunner(runner)
}
