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

/**
 * 'held': the server stored the submission and holds it for a person to review (quarantined):
 * nothing past the first step runs until then. 'refused': the server stored nothing (429: too
 * many from this network; 503: too busy to answer it in time, decision 048).
 */
export type FormDemoPhase = 'idle' | 'running' | 'awaiting' | 'complete' | 'held' | 'fallback' | 'refused'
export type FormStepStatus = 'pending' | 'processing' | 'complete' | 'held' | 'fallback'

export type FormDemoState = {
  phase: FormDemoPhase
  /** Steps finished; while running, the step at this index is processing. */
  completed: number
  /** The server's answer, once it has come. */
  results: DemoResults | null
  /** Why the server refused it, when it did. */
  refusal?: RefusalReason
}

export type RefusalReason = 'too-many' | 'busy'

/** The refusals among the server's answers: nothing was stored (the others take the fallback path). */
export function refusalOf(status: number): RefusalReason | null {
  return status === 429 ? 'too-many' : status === 503 ? 'busy' : null
}

export type FormDemoEvent =
  | { type: 'submit' }
  | { type: 'succeeded'; results: DemoResults }
  | { type: 'failed' }
  /** The server refused it (too many from this network, or too busy): nothing was stored. */
  | { type: 'refused'; reason: RefusalReason }
  | { type: 'reset' }

export const idleFormDemo: FormDemoState = { phase: 'idle', completed: 0, results: null }

const lastStage = formDemoStages.length - 1
const inFlight = (state: FormDemoState) => state.phase === 'running' || state.phase === 'awaiting'

/** The first step, the one that stores the submission: all a held one gets until it is released. */
const storedStep = 1
const held = (results: DemoResults): FormDemoState => ({ phase: 'held', completed: storedStep, results })

/**
 * The form demo's pipeline. The request goes out on submit while the steps play; the last step
 * (100 %) shows the server's results, so it waits for them if the server is slower than the
 * animation. A failure switches to the fallback path at once (SPEC §8); a refusal
 * (nothing stored) and a held submission say so instead of playing on.
 */
export const formDemoMachine: TimedMachine<FormDemoState, FormDemoEvent> = {
  reduce(state, event) {
    switch (event.type) {
      case 'submit':
        return inFlight(state) ? state : { phase: 'running', completed: 0, results: null }
      case 'succeeded':
        // Held for review: the steps after the stored one stop where the server stopped.
        if (inFlight(state) && event.results.heldForReview && state.completed >= storedStep) return held(event.results)
        if (state.phase === 'running') return { ...state, results: event.results }
        if (state.phase === 'awaiting') return { phase: 'complete', completed: formDemoStages.length, results: event.results }
        return state
      case 'failed':
        return inFlight(state) ? { phase: 'fallback', completed: state.completed, results: null } : state
      case 'refused':
        return inFlight(state) ? { phase: 'refused', completed: 0, results: null, refusal: event.reason } : state
      case 'reset':
        return state.phase === 'idle' ? state : idleFormDemo
      case 'tick': {
        if (state.phase !== 'running') return state
        if (state.results?.heldForReview && state.completed + 1 >= storedStep) return held(state.results)
        if (state.completed < lastStage) return { ...state, completed: state.completed + 1 }
        return state.results ? { phase: 'complete', completed: formDemoStages.length, results: state.results } : { ...state, phase: 'awaiting' }
      }
    }
  },
  delayFor: (state) => (state.phase === 'running' ? formDemoStages[state.completed]!.delayMs : null),
}

export function formDemoProgress(state: FormDemoState): number {
  if (state.phase === 'complete' || state.phase === 'fallback') return 100
  if (state.phase === 'refused') return 0
  return state.completed > 0 ? formDemoStages[state.completed - 1]!.percent : 0
}

export function formStepStatus(state: FormDemoState, index: number): FormStepStatus {
  if (index < state.completed) return 'complete'
  if (state.phase === 'held') return 'held'
  if (index === state.completed && inFlight(state)) return 'processing'
  if (index === state.completed && state.phase === 'fallback') return 'fallback'
  return 'pending'
}
