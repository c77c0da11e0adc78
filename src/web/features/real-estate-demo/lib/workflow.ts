import type { TimedMachine } from '@/web/lib/clock'
import type { AutomationStepStatus } from './types'

/** SPEC §9: the real-estate workflow advances one step every 2 s. */
export const WORKFLOW_STEP_MS = 2000

/** `current` runs from 0 to the step count; equal to the count means every step is done. */
export type WorkflowState = { current: number; running: boolean }
export type WorkflowEvent = { type: 'start' }

export const idleWorkflow: WorkflowState = { current: 0, running: false }

export function createWorkflowMachine(stepCount: number): TimedMachine<WorkflowState, WorkflowEvent> {
  return {
    reduce(state, event) {
      if (event.type === 'start') return state.running ? state : { current: 0, running: true }
      if (!state.running) return state
      const next = state.current + 1
      return next >= stepCount ? { current: stepCount, running: false } : { current: next, running: true }
    },
    delayFor: (state) => (state.running ? WORKFLOW_STEP_MS : null),
  }
}

/** Earlier steps are complete, the current one is processing, later ones wait. */
export function stepStatus(state: WorkflowState, index: number): AutomationStepStatus {
  if (index < state.current) return 'completed'
  if (index === state.current && state.running) return 'in-progress'
  return 'pending'
}

export const stepStatusLabel: Record<AutomationStepStatus, string> = {
  completed: 'Complete',
  'in-progress': 'Processing...',
  pending: 'Waiting',
}

export function isWorkflowComplete(state: WorkflowState, stepCount: number): boolean {
  return state.current >= stepCount
}
