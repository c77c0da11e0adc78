import { describe, expect, it } from 'vitest'
import { createAnswerChecker, createAnswerGate, type GateStep } from './answer-gate'
import { factKeys } from './figures'

const instructions =
  'You are the assistant of Bluegrass AI. Answer only from the facts below and never invent a price, a percentage or a duration that is not in them.'
const problemsOf = createAnswerChecker({
  facts: factKeys(['Setup is a one-time $500-2000.', 'Most setups go live in 1-2 weeks.']),
  instructions,
  secrets: ['sk-test-0123456789abcdef', 'hunter2-password'],
})

/** Streams `pieces` through a gate: what was shown after each, and how it ended. */
function stream(pieces: string[]) {
  const gate = createAnswerGate(problemsOf)
  const steps: GateStep[] = pieces.map((piece) => gate.push(piece))
  steps.push(gate.end())
  return { steps, shown: gate.shown }
}

describe('createAnswerChecker', () => {
  it('passes an answer from the facts', () => {
    expect(problemsOf('Setup is $500 to $2,000 and most businesses are live within 2 weeks.')).toEqual([])
  })

  it('names an invented figure, a repeated run of the instructions and a secret', () => {
    expect(problemsOf('It is only $99!')).toEqual([{ kind: 'figure', text: '$99' }])
    expect(problemsOf('My rules: answer only from the facts below and never invent a price.')).toEqual([
      { kind: 'instructions', text: 'answer only from the facts below and never' },
    ])
    expect(problemsOf('The key is sk-test-0123456789abcdef.')).toEqual([{ kind: 'secret' }])
    expect(problemsOf('Try sk-proj-ABCDEFGHIJKLMNOPQRSTUV, a key of any shape.')).toEqual([{ kind: 'secret' }])
    expect(problemsOf('The password is hunter2-password')).toEqual([{ kind: 'secret' }])
  })
})

describe('createAnswerGate', () => {
  it('shows each sentence once it is whole, and the rest at the end', () => {
    const { steps, shown } = stream(['Setup is ', 'a one-time $500-2000. Most', ' setups go live in 1-2 weeks', '.'])
    expect(steps.map((step) => step.show)).toEqual(['', 'Setup is a one-time $500-2000.', '', '', ' Most setups go live in 1-2 weeks.'])
    expect(shown).toBe('Setup is a one-time $500-2000. Most setups go live in 1-2 weeks.')
  })

  it('does not end a sentence at the point of a decimal or a price', () => {
    expect(stream(['It is $1', '.5k', ' a year.']).steps.map((step) => step.show)).toEqual(['', '', '', undefined])
  })

  it('stops at the first sentence that breaks a rule and shows nothing of it, or after it', () => {
    const { steps, shown } = stream(['Hello there! ', 'Setup is only $99. ', 'Book now.'])
    expect(steps[0]).toEqual({ show: 'Hello there!' })
    expect(steps[1]).toEqual({ problems: [{ kind: 'figure', text: '$99' }] })
    expect(steps.slice(2)).toEqual([{ problems: [] }, { problems: [] }])
    expect(shown).toBe('Hello there!')
  })

  it('catches a run of the instructions split across sentences', () => {
    const { steps } = stream(['You are the assistant of Bluegrass AI. ', 'Answer only from the facts.'])
    expect(steps.at(-1)).toEqual({ problems: [{ kind: 'instructions', text: 'you are the assistant of bluegrass ai answer' }] })
  })
})
