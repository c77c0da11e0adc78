import { tick, type TimedMachine } from '@/web/lib/clock'

/** The state after `count` ticks from `state`, with no clock: how the tests step a demo forward. */
export function tickTimes<State, Event>(machine: TimedMachine<State, Event>, state: State, count: number): State {
  let next = state
  for (let index = 0; index < count; index += 1) next = machine.reduce(next, tick)
  return next
}
