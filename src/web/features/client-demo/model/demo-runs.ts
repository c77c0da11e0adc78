import { createMachineRunner, type Clock, type MachineRunner } from '@/web/lib/clock'
import { aiProcesses } from '../data/ai-processes'
import { customerMessages } from '../data/customer-messages'
import { liveStages } from '../data/live-stages'
import { nextWeekPlan } from '../data/next-week-plan'
import { createAiProcessMachine, type AiProcessEvent, type AiProcessState } from './ai-process'
import { createLiveDemoMachine, type LiveDemoEvent, type LiveDemoState } from './live-demo'
import { createNextWeekMachine, type NextWeekEvent, type NextWeekState } from './next-week'

const liveDemoMachine = createLiveDemoMachine(liveStages, customerMessages)
const nextWeekMachine = createNextWeekMachine(nextWeekPlan)
const aiProcessMachine = createAiProcessMachine(aiProcesses)

/**
 * The demo's three timed runs: the live week (started in the hero, shown by the overview and the
 * Current Week tab), the Next Week plan and the Business Analysis. They live outside any
 * component, so the page's islands share them and switching tabs never stops a run.
 */
export type ClientDemoRuns = {
  live: MachineRunner<LiveDemoState, LiveDemoEvent>
  nextWeek: MachineRunner<NextWeekState, NextWeekEvent>
  analysis: MachineRunner<AiProcessState, AiProcessEvent>
}

export function createClientDemoRuns(clock: Clock): ClientDemoRuns {
  return {
    live: createMachineRunner(liveDemoMachine, liveDemoMachine.initialState, clock),
    nextWeek: createMachineRunner(nextWeekMachine, nextWeekMachine.initialState, clock),
    analysis: createMachineRunner(aiProcessMachine, aiProcessMachine.initialState, clock),
  }
}

/** Reset, in the hero: every run back to its start. */
export function resetClientDemo(runs: ClientDemoRuns) {
  runs.live.send({ type: 'reset' })
  runs.nextWeek.send({ type: 'reset' })
  runs.analysis.send({ type: 'reset' })
}
