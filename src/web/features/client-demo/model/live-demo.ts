import type { TimedMachine } from '@/web/lib/clock'
import type { DemoStep } from '@/web/lib/demo/types'
import { initialSystemCounters, presetServiceCounters, recordCustomerResponse, systemAtRest, systemTick, type ServiceCounters, type SystemCounters } from './counters'
import type { LogEntry } from './types'

/** SPEC §9: progress advances every 150 ms. */
export const PROGRESS_TICK_MS = 150
export const COMPLETION_LINE = 'Demo complete: all four automations finished'
export const START_LINE = 'Demo started: AI takes over the week'
/** The feed shows the newest lines; a full run writes about 20. */
export const FEED_LIMIT = 40

export type LiveStage = DemoStep & {
  id: string
  durationMs: number
  feed: readonly { atPercent: number; text: string }[]
  /** The stage that answers the customer messages, one by one as its progress grows. */
  answersCustomerMessages?: boolean
}

export type MessageSummary = { customer: string; channel: string }

export type LiveDemoState = {
  status: 'idle' | 'running' | 'complete'
  /** -1 before the first start. */
  stageIndex: number
  stageElapsedMs: number
  totalElapsedMs: number
  ticks: number
  /** Per stage, 0-100. */
  progress: readonly number[]
  respondedMessages: number
  system: SystemCounters
  service: ServiceCounters
  /** Newest first. */
  feed: readonly LogEntry[]
  nextFeedId: number
}

export type LiveDemoEvent = { type: 'start' } | { type: 'reset' }

export type StageStatus = 'pending' | 'running' | 'done'

export function createInitialLiveDemo(stageCount: number): LiveDemoState {
  return {
    status: 'idle',
    stageIndex: -1,
    stageElapsedMs: 0,
    totalElapsedMs: 0,
    ticks: 0,
    progress: Array<number>(stageCount).fill(0),
    respondedMessages: 0,
    system: initialSystemCounters,
    service: presetServiceCounters,
    feed: [],
    nextFeedId: 1,
  }
}

/** Message j of n is answered once the stage passes (j+1)/(n+1) of its progress. */
export function responseThreshold(index: number, count: number): number {
  return Math.round(((index + 1) * 100) / (count + 1))
}

export function stageStatus(state: LiveDemoState, index: number): StageStatus {
  if (state.status === 'complete' || index < state.stageIndex) return 'done'
  if (index === state.stageIndex && state.status === 'running') return 'running'
  return 'pending'
}

export type LiveDemoMachine = TimedMachine<LiveDemoState, LiveDemoEvent> & { initialState: LiveDemoState }

export function createLiveDemoMachine(stages: readonly LiveStage[], messages: readonly MessageSummary[]): LiveDemoMachine {
  const initial = createInitialLiveDemo(stages.length)

  function log(state: LiveDemoState, text: string, kind: LogEntry['kind']): LiveDemoState {
    const entry = { id: state.nextFeedId, atMs: state.totalElapsedMs, text, kind }
    return { ...state, feed: [entry, ...state.feed].slice(0, FEED_LIMIT), nextFeedId: state.nextFeedId + 1 }
  }

  function enterStage(state: LiveDemoState, index: number): LiveDemoState {
    let next: LiveDemoState = { ...state, stageIndex: index, stageElapsedMs: 0 }
    for (const line of stages[index]!.feed) if (line.atPercent === 0) next = log(next, line.text, 'info')
    return next
  }

  function advance(state: LiveDemoState): LiveDemoState {
    const stage = stages[state.stageIndex]!
    const before = state.progress[state.stageIndex]!
    const stageElapsedMs = state.stageElapsedMs + PROGRESS_TICK_MS
    const after = Math.min(100, Math.floor((stageElapsedMs * 100) / stage.durationMs))
    const ticks = state.ticks + 1
    let next: LiveDemoState = {
      ...state,
      ticks,
      stageElapsedMs,
      totalElapsedMs: state.totalElapsedMs + PROGRESS_TICK_MS,
      progress: state.progress.map((value, index) => (index === state.stageIndex ? after : value)),
      system: systemTick(state.system, state.stageIndex, ticks),
    }

    if (stage.answersCustomerMessages) {
      while (next.respondedMessages < messages.length && responseThreshold(next.respondedMessages, messages.length) <= after) {
        const message = messages[next.respondedMessages]!
        next = { ...next, respondedMessages: next.respondedMessages + 1, service: recordCustomerResponse(next.service) }
        next = log(next, `Replied to ${message.customer} on ${message.channel}`, 'action')
      }
    }
    for (const line of stage.feed) {
      if (line.atPercent > before && line.atPercent <= after) next = log(next, line.text, 'action')
    }

    if (after < 100) return next
    if (state.stageIndex < stages.length - 1) return enterStage(next, state.stageIndex + 1)
    return log({ ...next, status: 'complete', system: systemAtRest(next.system) }, COMPLETION_LINE, 'done')
  }

  return {
    initialState: initial,
    reduce(state, event) {
      switch (event.type) {
        case 'start':
          if (state.status === 'running') return state
          return enterStage(log({ ...initial, status: 'running' }, START_LINE, 'info'), 0)
        case 'reset':
          return state === initial ? state : initial
        case 'tick':
          return state.status === 'running' ? advance(state) : state
      }
    },
    delayFor: (state) => (state.status === 'running' ? PROGRESS_TICK_MS : null),
  }
}
