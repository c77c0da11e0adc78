import type { TimedMachine } from '@/web/lib/clock'
import type { DemoResults } from './results'

/** SPEC §4: progress 16, 33, 50, 67, 84, 100 percent, each reached after its delay. */
export const formDemoStages = [
  { percent: 16, delayMs: 500 },
  { percent: 33, delayMs: 1200 },
  { percent: 50, delayMs: 1000 },
  { percent: 67, delayMs: 800 },
  { percent: 84, delayMs: 1200 },
  { percent: 100, delayMs: 600 },
] as const

export type FormDemoPhase = 'idle' | 'running' | 'awaiting' | 'complete' | 'fallback'
export type FormStepStatus = 'pending' | 'processing' | 'complete' | 'fallback'

export type FormDemoState = {
  phase: FormDemoPhase
  /** Steps finished; while running, the step at this index is processing. */
  completed: number
  /** The server's answer, once it has come. */
  results: DemoResults | null
}

export type FormDemoEvent =
  | { type: 'submit' }
  | { type: 'succeeded'; results: DemoResults }
  | { type: 'failed' }
  | { type: 'reset' }

export const idleFormDemo: FormDemoState = { phase: 'idle', completed: 0, results: null }

const lastStage = formDemoStages.length - 1
const inFlight = (state: FormDemoState) => state.phase === 'running' || state.phase === 'awaiting'

/**
 * The form demo's pipeline. The request goes out on submit while the steps play; the last step
 * (100 %) shows the server's results, so it waits for them if the server is slower than the
 * animation. A failure switches to the fallback path at once (SPEC §8).
 */
export const formDemoMachine: TimedMachine<FormDemoState, FormDemoEvent> = {
  reduce(state, event) {
    switch (event.type) {
      case 'submit':
        return inFlight(state) ? state : { phase: 'running', completed: 0, results: null }
      case 'succeeded':
        if (state.phase === 'running') return { ...state, results: event.results }
        if (state.phase === 'awaiting') return { phase: 'complete', completed: formDemoStages.length, results: event.results }
        return state
      case 'failed':
        return inFlight(state) ? { phase: 'fallback', completed: state.completed, results: null } : state
      case 'reset':
        return state.phase === 'idle' ? state : idleFormDemo
      case 'tick': {
        if (state.phase !== 'running') return state
        if (state.completed < lastStage) return { ...state, completed: state.completed + 1 }
        return state.results ? { phase: 'complete', completed: formDemoStages.length, results: state.results } : { ...state, phase: 'awaiting' }
      }
    }
  },
  delayFor: (state) => (state.phase === 'running' ? formDemoStages[state.completed]!.delayMs : null),
}

export function formDemoProgress(state: FormDemoState): number {
  if (state.phase === 'complete' || state.phase === 'fallback') return 100
  return state.completed > 0 ? formDemoStages[state.completed - 1]!.percent : 0
}

export function formStepStatus(state: FormDemoState, index: number): FormStepStatus {
  if (index < state.completed) return 'complete'
  if (index === state.completed && inFlight(state)) return 'processing'
  if (index === state.completed && state.phase === 'fallback') return 'fallback'
  return 'pending'
}
