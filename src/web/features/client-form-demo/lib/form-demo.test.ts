import { describe, expect, it, vi } from 'vitest'
import { tick } from '@/web/lib/clock'
import { expectChangeExactlyAfter, expectNoTimerAfterUnmount, fakeTimersInEachTest, mountMachine, stateAfter } from '@/web/lib/clock-test-support'
import { formPipelineSteps } from '../data/pipeline-steps'
import { formDemoMachine, formDemoProgress, formDemoStages, formStepStatus, idleFormDemo, refusalOf, type FormDemoState } from './form-demo'
import type { DemoResults } from './results'

const results: DemoResults = {
  leadScore: 91,
  priority: 'High',
  tasksCreated: 5,
  emailsSent: 1,
  heldForReview: false,
  realAutomation: false,
  services: { openai: 'local', notion: 'local', make: 'not-configured', email: 'local' },
}
const statuses = (state: FormDemoState) => formPipelineSteps.map((_, index) => formStepStatus(state, index))
const reduce = (state: FormDemoState, ...events: Parameters<typeof formDemoMachine.reduce>[1][]) =>
  events.reduce((current, event) => formDemoMachine.reduce(current, event), state)

describe('form demo pipeline (pure)', () => {
  it('uses SPEC §4 progress steps and delays, one stage per pipeline step', () => {
    expect(formDemoStages.map((stage) => stage.percent)).toEqual([16, 33, 50, 67, 84, 100])
    expect(formDemoStages.map((stage) => stage.delayMs)).toEqual([500, 1200, 1000, 800, 1200, 600])
    expect(formPipelineSteps).toHaveLength(formDemoStages.length)
  })

  it('is idle at 0 % with no timer until submitted', () => {
    expect(formDemoProgress(idleFormDemo)).toBe(0)
    expect(formDemoMachine.delayFor(idleFormDemo)).toBeNull()
    expect(formDemoMachine.reduce(idleFormDemo, tick)).toBe(idleFormDemo)
    expect(statuses(idleFormDemo)).toEqual(Array(6).fill('pending'))
  })

  it('on submit the first step processes and the next tick is due in 0.5 s', () => {
    const running = reduce(idleFormDemo, { type: 'submit' })
    expect(running).toEqual({ phase: 'running', completed: 0, results: null })
    expect(formDemoMachine.delayFor(running)).toBe(500)
    expect(statuses(running)[0]).toBe('processing')
    expect(formDemoProgress(running)).toBe(0)
    expect(reduce(running, { type: 'submit' })).toBe(running)
  })

  it('reaches each percentage in turn and completes with the results', () => {
    let state = reduce(idleFormDemo, { type: 'submit' }, { type: 'succeeded', results })
    const seen: number[] = []
    const delays: (number | null)[] = []
    while (state.phase === 'running') {
      delays.push(formDemoMachine.delayFor(state))
      state = formDemoMachine.reduce(state, tick)
      seen.push(formDemoProgress(state))
    }
    expect(delays).toEqual([500, 1200, 1000, 800, 1200, 600])
    expect(seen).toEqual([16, 33, 50, 67, 84, 100])
    expect(state).toEqual({ phase: 'complete', completed: 6, results })
    expect(statuses(state)).toEqual(Array(6).fill('complete'))
    expect(formDemoMachine.delayFor(state)).toBeNull()
  })

  it('holds the last step at 84 % until a slow server answers', () => {
    let state = reduce(idleFormDemo, { type: 'submit' }, tick, tick, tick, tick, tick)
    expect(formDemoProgress(state)).toBe(84)
    state = formDemoMachine.reduce(state, tick)
    expect(state.phase).toBe('awaiting')
    expect(formDemoProgress(state)).toBe(84)
    expect(statuses(state)[5]).toBe('processing')
    expect(formDemoMachine.delayFor(state)).toBeNull()
    state = formDemoMachine.reduce(state, { type: 'succeeded', results })
    expect(state).toEqual({ phase: 'complete', completed: 6, results })
    expect(formDemoProgress(state)).toBe(100)
  })

  it('takes the fallback path at once when the submission fails', () => {
    const state = reduce(idleFormDemo, { type: 'submit' }, tick, tick, { type: 'failed' })
    expect(state).toEqual({ phase: 'fallback', completed: 2, results: null })
    expect(statuses(state)).toEqual(['complete', 'complete', 'fallback', 'pending', 'pending', 'pending'])
    expect(formDemoProgress(state)).toBe(100)
    expect(formDemoMachine.delayFor(state)).toBeNull()
    const awaiting = reduce(idleFormDemo, { type: 'submit' }, tick, tick, tick, tick, tick, tick)
    expect(reduce(awaiting, { type: 'failed' }).phase).toBe('fallback')
  })

  it('ignores late answers after a reset and can run again', () => {
    const complete = reduce(idleFormDemo, { type: 'submit' }, { type: 'succeeded', results }, tick, tick, tick, tick, tick, tick)
    expect(complete.phase).toBe('complete')
    expect(reduce(complete, { type: 'failed' })).toBe(complete)
    expect(reduce(complete, { type: 'reset' })).toBe(idleFormDemo)
    expect(reduce(idleFormDemo, { type: 'succeeded', results })).toBe(idleFormDemo)
    expect(reduce(complete, { type: 'submit' })).toEqual({ phase: 'running', completed: 0, results: null })
  })
})

describe('form demo pipeline on a clock', () => {
  fakeTimersInEachTest()

  it('reaches 16, 33, 50, 67, 84 and 100 % after exactly 0.5, 1.2, 1, 0.8, 1.2 and 0.6 s', () => {
    const runner = mountMachine(formDemoMachine, idleFormDemo, { type: 'submit' }, { type: 'succeeded', results })
    for (const stage of formDemoStages) {
      const before = formDemoProgress(runner.getState())
      expectChangeExactlyAfter(runner, stage.delayMs, formDemoProgress, { from: before, to: stage.percent })
    }
    expect(runner.getState().phase).toBe('complete')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits without a timer for a slow server, then completes on its answer', () => {
    const runner = mountMachine(formDemoMachine, idleFormDemo, { type: 'submit' })
    expect(stateAfter(runner, 5300).phase).toBe('awaiting')
    expect(vi.getTimerCount()).toBe(0)
    runner.send({ type: 'succeeded', results })
    expect(runner.getState().phase).toBe('complete')
  })

  it('stops its timer on failure and on unmount', () => {
    const runner = mountMachine(formDemoMachine, idleFormDemo, { type: 'submit' })
    vi.advanceTimersByTime(600)
    runner.send({ type: 'failed' })
    expect(vi.getTimerCount()).toBe(0)
    runner.send({ type: 'submit' })
    expectNoTimerAfterUnmount(runner)
  })

  it('stops after the stored step when the server holds the submission for review', () => {
    const heldResults = { ...results, tasksCreated: 0, emailsSent: 0, heldForReview: true }
    // The answer before the first step is done: the first step completes, then the run is held.
    const early = reduce(idleFormDemo, { type: 'submit' }, { type: 'succeeded', results: heldResults })
    expect(early.phase).toBe('running')
    const held = reduce(early, tick)
    expect(held).toEqual({ phase: 'held', completed: 1, results: heldResults })
    expect(statuses(held)).toEqual(['complete', 'held', 'held', 'held', 'held', 'held'])
    expect(formDemoMachine.delayFor(held)).toBeNull()
    expect(formDemoProgress(held)).toBe(16)
    // The answer after the animation ran on: held at once, no step claimed past the stored one.
    const late = reduce(idleFormDemo, { type: 'submit' }, tick, tick, tick, { type: 'succeeded', results: heldResults })
    expect(late).toEqual(held)
  })

  it('says nothing was stored when the server refuses the submission', () => {
    const refused = reduce(idleFormDemo, { type: 'submit' }, tick, { type: 'refused', reason: 'too-many' })
    expect(refused).toEqual({ phase: 'refused', completed: 0, results: null, refusal: 'too-many' })
    expect(reduce(idleFormDemo, { type: 'submit' }, { type: 'refused', reason: 'busy' })).toMatchObject({ phase: 'refused', refusal: 'busy' })
    expect(formDemoProgress(refused)).toBe(0)
    expect(statuses(refused)).toEqual(Array(6).fill('pending'))
    expect(reduce(refused, { type: 'reset' })).toBe(idleFormDemo)
  })

  it('tells a refusal (nothing stored) from a failure (the fallback path) by the status', () => {
    expect(refusalOf(429)).toBe('too-many')
    expect(refusalOf(503)).toBe('busy')
    expect(refusalOf(500)).toBeNull()
    expect(refusalOf(422)).toBeNull()
  })
})
