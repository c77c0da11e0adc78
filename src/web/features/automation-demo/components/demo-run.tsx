import { createContext, useContext } from 'react'
import { createMachineRunner, systemClock, type Clock, type MachineRunner } from '@/web/lib/clock'
import { pipelineSteps } from '../data/pipeline-steps'
import { createLiveDemoMachine, idleDemo, type LiveDemoEvent, type LiveDemoState } from '../lib/live-demo'

const liveDemoMachine = createLiveDemoMachine(pipelineSteps)

/** The demo's run: started by the hero's button, shown by the pipeline and the panels below it. */
export type DemoRun = MachineRunner<LiveDemoState, LiveDemoEvent>

export const createDemoRun = (clock: Clock): DemoRun => createMachineRunner(liveDemoMachine, idleDemo, clock)

/**
 * Loaded as a page, the demo's two islands hydrate as roots of their own and meet at this page
 * load's run; rendered inline (the router, a test), the page gives each visit its own.
 */
export const DemoRunContext = createContext<DemoRun>(createDemoRun(systemClock))

export const useDemoRun = () => useContext(DemoRunContext)
