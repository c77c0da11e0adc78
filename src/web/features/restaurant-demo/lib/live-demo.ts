import type { TimedMachine } from '@/web/lib/clock'

/** SPEC §4/§9: Start Live Demo is disabled for 3 s, reading 'Running...'. */
export const LIVE_DEMO_MS = 3000

export type LiveDemoState = { status: 'idle' | 'running' | 'finished' }
export type LiveDemoEvent = { type: 'start' }

export const idleLiveDemo: LiveDemoState = { status: 'idle' }

export const liveDemoMachine: TimedMachine<LiveDemoState, LiveDemoEvent> = {
  reduce(state, event) {
    if (event.type === 'start') return state.status === 'running' ? state : { status: 'running' }
    return state.status === 'running' ? { status: 'finished' } : state
  },
  delayFor: (state) => (state.status === 'running' ? LIVE_DEMO_MS : null),
}
