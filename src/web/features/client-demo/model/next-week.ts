import type { TimedMachine } from '@/web/lib/clock'
import { addCapped } from './counters'
import type { LogEntry } from './types'

/** SPEC §9: each phase is a quarter of the progress, shared equally by its items. */
export const PHASE_SHARE = 25
export const EFFICIENCY_GAIN_STEP = 3.2
export const EFFICIENCY_GAIN_CAP = 98.5
export const NEXT_WEEK_DONE_LINE = 'AI automation complete - next week optimized!'

export type PlanItem = {
  text: string
  /** NOK taken off next week's wage bill. */
  laborCostOptimized?: number
  supplierDealsFound?: number
  bookingsGenerated?: number
}

export type PlanPhase = { title: string; durationMs: number; items: readonly PlanItem[] }

export type NextWeekCounters = {
  laborCostOptimized: number
  supplierDealsFound: number
  bookingsGenerated: number
  /** Percent. */
  efficiencyGain: number
}

export type NextWeekState = {
  /** True while generating: Start AI Generation is disabled. */
  busy: boolean
  complete: boolean
  /** -1 before the first start. */
  phaseIndex: number
  /** Items finished in the current phase. */
  itemsDone: number
  /** 0-100. */
  progress: number
  elapsedMs: number
  counters: NextWeekCounters
  /** Newest first. */
  log: readonly LogEntry[]
  nextLogId: number
}

export type NextWeekEvent = { type: 'start' } | { type: 'reset' }

export const initialNextWeekCounters: NextWeekCounters = { laborCostOptimized: 0, supplierDealsFound: 0, bookingsGenerated: 0, efficiencyGain: 72 }

export type NextWeekMachine = TimedMachine<NextWeekState, NextWeekEvent> & { initialState: NextWeekState }

/** How long one item of a phase takes: the phase's duration split over its items. */
export function itemDelay(phase: PlanPhase): number {
  return phase.durationMs / phase.items.length
}

/** Whether item `itemIndex` of phase `phaseIndex` is done, in progress or still to come. */
export function planItemStatus(state: NextWeekState, phaseIndex: number, itemIndex: number): 'done' | 'working' | 'waiting' {
  if (state.complete || phaseIndex < state.phaseIndex) return 'done'
  if (phaseIndex > state.phaseIndex) return 'waiting'
  if (itemIndex < state.itemsDone) return 'done'
  return itemIndex === state.itemsDone && state.busy ? 'working' : 'waiting'
}

export function createNextWeekMachine(phases: readonly PlanPhase[]): NextWeekMachine {
  const initial: NextWeekState = {
    busy: false,
    complete: false,
    phaseIndex: -1,
    itemsDone: 0,
    progress: 0,
    elapsedMs: 0,
    counters: initialNextWeekCounters,
    log: [],
    nextLogId: 1,
  }

  function log(state: NextWeekState, text: string, kind: LogEntry['kind']): NextWeekState {
    return { ...state, log: [{ id: state.nextLogId, atMs: state.elapsedMs, text, kind }, ...state.log], nextLogId: state.nextLogId + 1 }
  }

  function enterPhase(state: NextWeekState, index: number): NextWeekState {
    return log({ ...state, phaseIndex: index, itemsDone: 0 }, `Phase ${index + 1} of ${phases.length}: ${phases[index]!.title}`, 'info')
  }

  function finishItem(state: NextWeekState): NextWeekState {
    const phase = phases[state.phaseIndex]!
    const item = phase.items[state.itemsDone]!
    const itemsDone = state.itemsDone + 1
    const counters: NextWeekCounters = {
      laborCostOptimized: state.counters.laborCostOptimized + (item.laborCostOptimized ?? 0),
      supplierDealsFound: state.counters.supplierDealsFound + (item.supplierDealsFound ?? 0),
      bookingsGenerated: state.counters.bookingsGenerated + (item.bookingsGenerated ?? 0),
      efficiencyGain: addCapped(state.counters.efficiencyGain, EFFICIENCY_GAIN_STEP, EFFICIENCY_GAIN_CAP),
    }
    // Computed from the position, not summed, so thirds of 25% never leave 99.99%.
    const progress = Math.round((state.phaseIndex * PHASE_SHARE + (itemsDone * PHASE_SHARE) / phase.items.length) * 100) / 100
    const next = log({ ...state, itemsDone, counters, progress, elapsedMs: state.elapsedMs + itemDelay(phase) }, item.text, 'action')
    if (itemsDone < phase.items.length) return next
    if (state.phaseIndex < phases.length - 1) return enterPhase(next, state.phaseIndex + 1)
    return log({ ...next, busy: false, complete: true, progress: 100 }, NEXT_WEEK_DONE_LINE, 'done')
  }

  return {
    initialState: initial,
    reduce(state, event) {
      switch (event.type) {
        case 'start':
          return state.busy ? state : enterPhase({ ...initial, busy: true }, 0)
        case 'reset':
          return state === initial ? state : initial
        case 'tick':
          return state.busy ? finishItem(state) : state
      }
    },
    delayFor: (state) => (state.busy ? itemDelay(phases[state.phaseIndex]!) : null),
  }
}
