import type { TimedMachine } from '@/web/lib/clock'
import type { DemoStep } from '@/web/lib/demo/types'
import type { LogEntry } from './types'

/** SPEC §4/§9: five sub-steps of 1.5 s per card, 1 s between cards, the log keeps the latest 10. */
export const SUB_STEP_MS = 1500
export const CARD_PAUSE_MS = 1000
export const PROCESS_LOG_LIMIT = 10
export const PROCESS_DONE_LINE = 'All AI processes complete'

export type ProcessCard = DemoStep & { subSteps: readonly string[] }

export type ProcessCardStatus = 'waiting' | 'processing' | 'completed'

export type AiProcessState = {
  status: 'idle' | 'running' | 'complete'
  cardIndex: number
  /** Sub-steps finished in the current card. */
  subStepsDone: number
  /** True during the 1 s pause after a card completes. */
  pausing: boolean
  elapsedMs: number
  /** Newest first, at most 10. */
  log: readonly LogEntry[]
  nextLogId: number
}

export type AiProcessEvent = { type: 'start' } | { type: 'reset' }

export type AiProcessMachine = TimedMachine<AiProcessState, AiProcessEvent> & { initialState: AiProcessState }

export const initialAiProcess: AiProcessState = { status: 'idle', cardIndex: 0, subStepsDone: 0, pausing: false, elapsedMs: 0, log: [], nextLogId: 1 }

/** Cards run one after another: waiting → processing → completed. */
export function cardStatus(state: AiProcessState, index: number): ProcessCardStatus {
  if (state.status === 'complete' || index < state.cardIndex) return 'completed'
  if (index > state.cardIndex || state.status === 'idle') return 'waiting'
  return state.pausing ? 'completed' : 'processing'
}

export function subStepStatus(state: AiProcessState, cardIndex: number, subStepIndex: number): 'done' | 'working' | 'waiting' {
  const card = cardStatus(state, cardIndex)
  if (card === 'completed') return 'done'
  if (card === 'waiting') return 'waiting'
  if (subStepIndex < state.subStepsDone) return 'done'
  return subStepIndex === state.subStepsDone ? 'working' : 'waiting'
}

export function createAiProcessMachine(cards: readonly ProcessCard[]): AiProcessMachine {
  function log(state: AiProcessState, text: string, kind: LogEntry['kind']): AiProcessState {
    const entry = { id: state.nextLogId, atMs: state.elapsedMs, text, kind }
    return { ...state, log: [entry, ...state.log].slice(0, PROCESS_LOG_LIMIT), nextLogId: state.nextLogId + 1 }
  }

  function startCard(state: AiProcessState, index: number): AiProcessState {
    return log({ ...state, cardIndex: index, subStepsDone: 0, pausing: false }, `${cards[index]!.title}: started`, 'info')
  }

  function finishSubStep(state: AiProcessState): AiProcessState {
    const card = cards[state.cardIndex]!
    const subStepsDone = state.subStepsDone + 1
    let next = log({ ...state, subStepsDone, elapsedMs: state.elapsedMs + SUB_STEP_MS }, `${card.title}: ${card.subSteps[state.subStepsDone]}`, 'action')
    if (subStepsDone < card.subSteps.length) return next
    next = log(next, `${card.title}: completed`, 'done')
    if (state.cardIndex === cards.length - 1) return log({ ...next, status: 'complete' }, PROCESS_DONE_LINE, 'done')
    return { ...next, pausing: true }
  }

  return {
    initialState: initialAiProcess,
    reduce(state, event) {
      switch (event.type) {
        case 'start':
          return state.status === 'running' ? state : startCard({ ...initialAiProcess, status: 'running' }, 0)
        case 'reset':
          return state === initialAiProcess ? state : initialAiProcess
        case 'tick':
          if (state.status !== 'running') return state
          return state.pausing ? startCard({ ...state, elapsedMs: state.elapsedMs + CARD_PAUSE_MS }, state.cardIndex + 1) : finishSubStep(state)
      }
    },
    delayFor(state) {
      if (state.status !== 'running') return null
      return state.pausing ? CARD_PAUSE_MS : SUB_STEP_MS
    },
  }
}
