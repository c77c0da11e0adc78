import { describe, expect, it, vi } from 'vitest'
import type { TestResults } from '@/shared/automation-test'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, stateAfter } from '@/web/lib/clock-test-support'
import { pipelineSteps } from '../data/pipeline-steps'
import { createLiveDemoMachine, DEMO_STEP_MS, demoProgress, demoStepStatus, formatLogOffset, idleDemo, type LiveDemoState } from './live-demo'

const machine = createLiveDemoMachine(pipelineSteps)
const results: TestResults = { leadScore: 87, priority: 'High', emailGenerated: true, tasksCreated: 5, emailsScheduled: 2, processingTime: 412.6 }
const statuses = (state: LiveDemoState) => pipelineSteps.map((_, index) => demoStepStatus(state, index))

function returned() {
  const requesting = machine.reduce(idleDemo, { type: 'start' })
  return machine.reduce(requesting, { type: 'serverReturned', results, mode: 'sandbox' })
}

describe('live demo (pure)', () => {
  it('has six steps with the expected durations of SPEC §9', () => {
    expect(pipelineSteps.map((step) => step.title)).toEqual([
      'Lead Capture',
      'AI Lead Analysis',
      'Email Generation',
      'CRM Integration',
      'Task Automation',
      'Admin Notification',
    ])
    expect(pipelineSteps.map((step) => step.expected)).toEqual(['Under 1 s', '2-3 s', '1-2 s', '1-2 s', '2-3 s', 'Under 1 s'])
  })

  it('waits for the server after start: nothing advances, every step pending', () => {
    const requesting = machine.reduce(idleDemo, { type: 'start' })
    expect(requesting.phase).toBe('requesting')
    expect(machine.delayFor(requesting)).toBeNull()
    expect(machine.reduce(requesting, tick)).toBe(requesting)
    expect(statuses(requesting)).toEqual(Array(6).fill('pending'))
    expect(requesting.logs.map((line) => line.text)).toEqual(['Sample lead submitted to the pipeline'])
    expect(machine.reduce(requesting, { type: 'start' })).toBe(requesting)
  })

  it('once the server returns, the first step processes and the next tick is due in 1 s', () => {
    const running = returned()
    expect(running.phase).toBe('running')
    expect(statuses(running)).toEqual(['processing', 'pending', 'pending', 'pending', 'pending', 'pending'])
    expect(machine.delayFor(running)).toBe(DEMO_STEP_MS)
    expect(DEMO_STEP_MS).toBe(1000)
    expect(running.logs.at(-2)?.text).toBe('Server ran the pipeline in 413 ms (sandbox mode, local providers)')
    expect(running.logs.at(-1)?.text).toBe('Lead Capture: processing')
  })

  it('moves pending → processing → success one step per tick and completes after the sixth', () => {
    let state = returned()
    for (let step = 1; step < 6; step++) {
      state = machine.reduce(state, tick)
      expect(statuses(state).filter((status) => status === 'processing')).toHaveLength(1)
      expect(demoStepStatus(state, step)).toBe('processing')
      expect(demoStepStatus(state, step - 1)).toBe('success')
      expect(demoProgress(state, 6)).toBe(Math.round((step / 6) * 100))
    }
    state = machine.reduce(state, tick)
    expect(state.phase).toBe('complete')
    expect(statuses(state)).toEqual(Array(6).fill('success'))
    expect(demoProgress(state, 6)).toBe(100)
    expect(state.elapsedMs).toBe(6000)
    expect(machine.delayFor(state)).toBeNull()
    expect(state.logs.at(-1)?.text).toBe('Pipeline complete: lead scored, reply written, follow-ups scheduled')
    // The sandbox sends nothing, and the log does not say it did.
    expect(state.logs.map((line) => line.text)).toContain('Email Generation: Personal reply written (sandbox: kept on the server, not sent)')
    expect(state.logs.map((line) => line.text).join(' ')).not.toMatch(/and sent|Owner notified/)
    expect(state.logs.map((line) => line.text)).toContain('AI Lead Analysis: Lead scored 87/100 (High priority)')
    expect(state.logs.map((line) => line.text)).toContain('Task Automation: 5 follow-up tasks created, 2 e-mails scheduled')
  })

  it('resets on a server failure, and a finished demo can run again', () => {
    const requesting = machine.reduce(idleDemo, { type: 'start' })
    expect(machine.reduce(requesting, { type: 'failed' })).toBe(idleDemo)
    let state = returned()
    for (let step = 0; step < 6; step++) state = machine.reduce(state, tick)
    const again = machine.reduce(state, { type: 'start' })
    expect(again.phase).toBe('requesting')
    expect(again.logs).toHaveLength(1)
    expect(machine.reduce(state, { type: 'reset' })).toBe(idleDemo)
  })

  it('ignores a late server answer after a reset', () => {
    expect(machine.reduce(idleDemo, { type: 'serverReturned', results, mode: 'live' })).toBe(idleDemo)
  })

  it('formats log offsets', () => {
    expect(formatLogOffset(0)).toBe('+0.0 s')
    expect(formatLogOffset(3000)).toBe('+3.0 s')
  })
})

describe('live demo on a clock', () => {
  fakeTimersInEachTest()

  it('advances exactly every 1000 ms after the server returns, then stops', () => {
    const runner = mountMachine(machine, idleDemo, { type: 'start' })
    expect(stateAfter(runner, 5000).phase).toBe('requesting')
    runner.send({ type: 'serverReturned', results, mode: 'sandbox' })
    for (let step = 1; step <= 6; step++) {
      expectChangeExactlyAfter(runner, 1000, (state) => state.completed, { from: step - 1, to: step })
    }
    expect(runner.getState().phase).toBe('complete')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no timer behind on unmount mid-run', () => {
    expectNoTimerAfterUnmount(mountMachine(machine, idleDemo, { type: 'start' }, { type: 'serverReturned', results, mode: 'sandbox' }))
  })
})
