import type { TestResults } from '@/shared/automation-test'
import type { TimedMachine } from '@/web/lib/clock'
import type { PipelineStep } from '../data/pipeline-steps'

/** SPEC §4: after the server returns, the demo advances one step about every second. */
export const DEMO_STEP_MS = 1000

export type DemoPhase = 'idle' | 'requesting' | 'running' | 'complete'
export type StepStatus = 'pending' | 'processing' | 'success'
export type DemoLogLine = { id: number; atMs: number; tone: 'info' | 'success'; text: string }

export type LiveDemoState = {
  phase: DemoPhase
  /** Steps finished so far; while running, the step at this index is processing. */
  completed: number
  /** Time since the server returned, advanced by the ticks (the log's clock). */
  elapsedMs: number
  mode: 'live' | 'sandbox' | null
  results: TestResults | null
  logs: readonly DemoLogLine[]
}

export type LiveDemoEvent =
  | { type: 'start' }
  | { type: 'serverReturned'; results: TestResults; mode: 'live' | 'sandbox' }
  | { type: 'failed' }
  | { type: 'reset' }

export const idleDemo: LiveDemoState = { phase: 'idle', completed: 0, elapsedMs: 0, mode: null, results: null, logs: [] }

type LogLine = readonly [DemoLogLine['tone'], string]

/** Appends lines to the log, stamped with the state's elapsed time. */
function withLogs(state: LiveDemoState, ...lines: LogLine[]): LiveDemoState {
  const logs = [...state.logs]
  for (const [tone, text] of lines) logs.push({ id: logs.length, atMs: state.elapsedMs, tone, text })
  return { ...state, logs }
}

export function createLiveDemoMachine(steps: readonly PipelineStep[]): TimedMachine<LiveDemoState, LiveDemoEvent> {
  return {
    reduce(state, event) {
      switch (event.type) {
        case 'start':
          if (state.phase === 'requesting' || state.phase === 'running') return state
          return withLogs({ ...idleDemo, phase: 'requesting' }, ['info', 'Sample lead submitted to the pipeline'])
        case 'serverReturned': {
          if (state.phase !== 'requesting') return state
          const how = event.mode === 'sandbox' ? 'sandbox mode, local providers' : 'live services'
          return withLogs(
            { ...state, phase: 'running', results: event.results, mode: event.mode },
            ['info', `Server ran the pipeline in ${Math.round(event.results.processingTime)} ms (${how})`],
            ['info', `${steps[0]!.title}: processing`],
          )
        }
        case 'failed':
        case 'reset':
          // SPEC §8: a live demo error is only logged (by the caller); the demo starts over.
          return state.phase === 'idle' ? state : idleDemo
        case 'tick': {
          if (state.phase !== 'running' || !state.results) return state
          const finished = steps[state.completed]!
          const completed = state.completed + 1
          const advanced = { ...state, completed, elapsedMs: state.elapsedMs + DEMO_STEP_MS }
          const done: LogLine = ['success', `${finished.title}: ${finished.doneLog(state.results, state.mode ?? 'sandbox')}`]
          if (completed >= steps.length) {
            return withLogs({ ...advanced, phase: 'complete' }, done, ['success', 'Pipeline complete: lead scored, reply written, follow-ups scheduled'])
          }
          return withLogs(advanced, done, ['info', `${steps[completed]!.title}: processing`])
        }
      }
    },
    delayFor: (state) => (state.phase === 'running' ? DEMO_STEP_MS : null),
  }
}

export function demoStepStatus(state: LiveDemoState, index: number): StepStatus {
  if (index < state.completed) return 'success'
  if (index === state.completed && state.phase === 'running') return 'processing'
  return 'pending'
}

export function demoProgress(state: LiveDemoState, stepCount: number): number {
  return Math.round((state.completed / stepCount) * 100)
}

/** "+2.0 s": a log line's time since the server returned. */
export function formatLogOffset(ms: number): string {
  return `+${(ms / 1000).toFixed(1)} s`
}

/** Milliseconds as people read them: "412 ms", "2.4 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}
