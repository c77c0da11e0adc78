/** SPEC §3 live counters and the SPEC §9 increments and caps that move them. */
export type SystemCounters = {
  activeProcesses: number
  decisionsPerSecond: number
  /** NOK saved during this run. */
  currentSavings: number
  /** Percent. */
  efficiencyRate: number
}

export type ServiceCounters = {
  totalTasksAutomated: number
  /** Minutes. */
  timeSaved: number
  /** NOK. */
  costSavings: number
  /** Percent. */
  accuracyRate: number
}

export const EFFICIENCY_RATE_CAP = 99.8
/** Per 150 ms progress tick. */
export const EFFICIENCY_RATE_STEP = 0.1
export const ACCURACY_CAP = 99.8
export const ACCURACY_STEP = 0.2
export const MINUTES_PER_RESPONSE = 15
export const NOK_PER_RESPONSE = 125
/** NOK per progress tick: the running cost of doing this work by hand. */
export const SAVINGS_PER_TICK = 12

export const initialSystemCounters: SystemCounters = { activeProcesses: 0, decisionsPerSecond: 0, currentSavings: 0, efficiencyRate: 92.4 }

/** SPEC §9 preset start: what the AI had already done today before the demo. */
export const presetServiceCounters: ServiceCounters = { totalTasksAutomated: 12, timeSaved: 180, costSavings: 2450, accuracyRate: 98.7 }

/** One decimal, without floating-point dust (98.7 + 0.2 must be 98.9, not 98.90000000000001). */
export const roundTenth = (value: number) => Math.round(value * 10) / 10

export function addCapped(value: number, step: number, cap: number): number {
  return Math.min(cap, roundTenth(value + step))
}

/** Each customer response: one more task, 15 minutes and 125 NOK saved, accuracy +0.2 up to 99.8. */
export function recordCustomerResponse(counters: ServiceCounters): ServiceCounters {
  return {
    totalTasksAutomated: counters.totalTasksAutomated + 1,
    timeSaved: counters.timeSaved + MINUTES_PER_RESPONSE,
    costSavings: counters.costSavings + NOK_PER_RESPONSE,
    accuracyRate: addCapped(counters.accuracyRate, ACCURACY_STEP, ACCURACY_CAP),
  }
}

const processesPerStage = [4, 3, 5, 6]
const decisionsBasePerStage = [42, 36, 51, 64]

/**
 * One progress tick of the live system. Decisions per second wobble on a fixed pattern rather
 * than at random, so the same run always shows the same numbers (and tests can pin them).
 */
export function systemTick(counters: SystemCounters, stageIndex: number, tickCount: number): SystemCounters {
  return {
    activeProcesses: processesPerStage[stageIndex] ?? 0,
    decisionsPerSecond: (decisionsBasePerStage[stageIndex] ?? 0) + ((tickCount * 7) % 11),
    currentSavings: counters.currentSavings + SAVINGS_PER_TICK,
    efficiencyRate: addCapped(counters.efficiencyRate, EFFICIENCY_RATE_STEP, EFFICIENCY_RATE_CAP),
  }
}

/** When the run stops nothing is processing; what was saved stays on screen. */
export function systemAtRest(counters: SystemCounters): SystemCounters {
  return { ...counters, activeProcesses: 0, decisionsPerSecond: 0 }
}
