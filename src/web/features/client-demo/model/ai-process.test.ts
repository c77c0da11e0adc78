import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, stateAfter, tickTimes } from '@/web/lib/clock-test-support'
import { aiProcesses } from '../data/ai-processes'
import { CARD_PAUSE_MS, cardStatus, createAiProcessMachine, PROCESS_DONE_LINE, PROCESS_LOG_LIMIT, SUB_STEP_MS, subStepStatus, type AiProcessState } from './ai-process'
import { expectResetAfter } from './test-support'

const machine = createAiProcessMachine(aiProcesses)
const statuses = (state: AiProcessState) => aiProcesses.map((_, index) => cardStatus(state, index))

const ticks = (state: AiProcessState, count: number) => tickTimes(machine, state, count)

describe('live AI process panel (pure)', () => {
  it('has four cards of five sub-steps, 1.5 s each with a 1 s pause between cards', () => {
    expect(aiProcesses).toHaveLength(4)
    for (const card of aiProcesses) expect(card.subSteps).toHaveLength(5)
    expect(SUB_STEP_MS).toBe(1500)
    expect(CARD_PAUSE_MS).toBe(1000)
  })

  it('starts with every card waiting, then processes the first', () => {
    expect(statuses(machine.initialState)).toEqual(['waiting', 'waiting', 'waiting', 'waiting'])
    const started = machine.reduce(machine.initialState, { type: 'start' })
    expect(statuses(started)).toEqual(['processing', 'waiting', 'waiting', 'waiting'])
    expect(machine.delayFor(started)).toBe(1500)
    expect(subStepStatus(started, 0, 0)).toBe('working')
    expect(subStepStatus(started, 0, 1)).toBe('waiting')
  })

  it('completes a card after five sub-steps, pauses 1 s, then processes the next', () => {
    const afterFive = ticks(machine.reduce(machine.initialState, { type: 'start' }), 5)
    expect(statuses(afterFive)).toEqual(['completed', 'waiting', 'waiting', 'waiting'])
    expect(afterFive.pausing).toBe(true)
    expect(machine.delayFor(afterFive)).toBe(1000)
    const next = machine.reduce(afterFive, tick)
    expect(statuses(next)).toEqual(['completed', 'processing', 'waiting', 'waiting'])
    expect(machine.delayFor(next)).toBe(1500)
  })

  it('runs the cards strictly in sequence to the end', () => {
    const done = ticks(machine.reduce(machine.initialState, { type: 'start' }), 4 * 5 + 3)
    expect(done.status).toBe('complete')
    expect(statuses(done)).toEqual(['completed', 'completed', 'completed', 'completed'])
    expect(done.log[0]!.text).toBe(PROCESS_DONE_LINE)
    expect(done.elapsedMs).toBe(4 * 5 * 1500 + 3 * 1000)
    expect(machine.delayFor(done)).toBeNull()
  })

  it('keeps only the latest 10 log entries', () => {
    const state = ticks(machine.reduce(machine.initialState, { type: 'start' }), 12)
    expect(PROCESS_LOG_LIMIT).toBe(10)
    expect(state.log).toHaveLength(10)
    expect(state.log[0]!.id).toBe(state.nextLogId - 1)
    expect(state.log.map(({ id }) => id)).toEqual([...Array(10).keys()].map((offset) => state.nextLogId - 1 - offset))
  })

  it('ignores Start while running; Reset returns to all waiting', () => {
    const running = ticks(machine.reduce(machine.initialState, { type: 'start' }), 2)
    expect(machine.reduce(running, { type: 'start' })).toBe(running)
    expect(machine.reduce(running, { type: 'reset' })).toBe(machine.initialState)
  })
})

describe('live AI process panel on a clock', () => {
  fakeTimersInEachTest()

  it('takes 7.5 s per card and 1 s between cards', () => {
    const runner = mountMachine(machine, machine.initialState, { type: 'start' })
    expectChangeExactlyAfter(runner, 1500, (state) => state.subStepsDone, { from: 0, to: 1 })
    // 7.5 s: the first card is complete
    expect(statuses(stateAfter(runner, 6000))).toEqual(['completed', 'waiting', 'waiting', 'waiting'])
    expectChangeExactlyAfter(runner, 1000, (state) => cardStatus(state, 1), { from: 'waiting', to: 'processing' })
    expectChangeExactlyAfter(runner, 7500 + 1000 + 7500 + 1000 + 7500, (state) => state.status, { from: 'running', to: 'complete' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('clears its timer on Reset and on unmount', () => {
    expectResetAfter(machine, 0)
    expectNoTimerAfterUnmount(mountMachine(machine, machine.initialState, { type: 'start' }))
  })
})
