import type { PlanPhase } from '../model/next-week'
import phases from './next-week-plan.json'

/** SPEC §9: four phases of 8000, 6000, 5000 and 4000 ms. */
export const nextWeekPlan: readonly PlanPhase[] = phases
