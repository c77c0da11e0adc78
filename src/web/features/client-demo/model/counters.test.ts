import { describe, expect, it } from 'vitest'
import {
  ACCURACY_CAP,
  addCapped,
  EFFICIENCY_RATE_CAP,
  initialSystemCounters,
  presetServiceCounters,
  recordCustomerResponse,
  systemAtRest,
  systemTick,
} from './counters'

describe('live counters', () => {
  it("start the customer-service counters from SPEC's preset: 180 min, 2450 NOK, 98.7% accuracy", () => {
    expect(presetServiceCounters).toMatchObject({ timeSaved: 180, costSavings: 2450, accuracyRate: 98.7 })
  })

  it('add 15 minutes, 125 NOK and 0.2 accuracy for each customer response', () => {
    expect(recordCustomerResponse(presetServiceCounters)).toEqual({
      totalTasksAutomated: presetServiceCounters.totalTasksAutomated + 1,
      timeSaved: 195,
      costSavings: 2575,
      accuracyRate: 98.9,
    })
  })

  it('cap accuracy at 99.8', () => {
    expect(ACCURACY_CAP).toBe(99.8)
    expect(recordCustomerResponse({ ...presetServiceCounters, accuracyRate: 99.7 }).accuracyRate).toBe(99.8)
    expect(recordCustomerResponse({ ...presetServiceCounters, accuracyRate: 99.8 }).accuracyRate).toBe(99.8)
  })

  it('cap the efficiency rate at 99.8 however long the run', () => {
    expect(EFFICIENCY_RATE_CAP).toBe(99.8)
    let counters = initialSystemCounters
    for (let tick = 1; tick <= 200; tick += 1) counters = systemTick(counters, 1, tick)
    expect(counters.efficiencyRate).toBe(99.8)
  })

  it('add tenths without floating-point dust', () => {
    expect(addCapped(98.7, 0.2, 100)).toBe(98.9)
    expect(addCapped(92.4, 0.1, 100)).toBe(92.5)
  })

  it('show nothing processing once the run stops, keeping what was saved', () => {
    const running = systemTick(initialSystemCounters, 2, 5)
    expect(running.activeProcesses).toBeGreaterThan(0)
    expect(running.decisionsPerSecond).toBeGreaterThan(0)
    const resting = systemAtRest(running)
    expect(resting).toEqual({ ...running, activeProcesses: 0, decisionsPerSecond: 0 })
  })
})
