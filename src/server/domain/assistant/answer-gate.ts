import { unsupportedFigures } from './figures'

/**
 * What the assistant may not say (issue 26 items 2 and 4), whatever the model writes: a figure
 * its facts do not hold, a word run of its own instructions, or a secret. The server holds every
 * answer to this before a visitor sees it; the model's own instructions are not relied on.
 */

export type AnswerRules = {
  /** factKeys() of the fact set. */
  facts: ReadonlySet<string>
  /** The instructions the model was given: no run of `instructionRunWords` words of them may be repeated. */
  instructions: string
  /** Values never to be shown (API keys, passwords), however short the answer. */
  secrets: readonly string[]
}

export type AnswerProblem =
  | { kind: 'figure'; text: string }
  | { kind: 'instructions'; text: string }
  | { kind: 'secret' }

/** Words in a row, taken from the instructions, that count as repeating them. */
export const instructionRunWords = 8

const words = (text: string) => text.toLowerCase().match(/[a-z0-9$%']+/g) ?? []

/** Every run of `size` words of `text`, joined by spaces. */
function wordRuns(text: string, size: number): Set<string> {
  const list = words(text)
  const runs = new Set<string>()
  for (let index = 0; index + size <= list.length; index++) runs.add(list.slice(index, index + size).join(' '))
  return runs
}

/** A key's shape, whoever issued it: never shown even when it is not one of ours. */
const keyShapes = /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}|\bsecret_[A-Za-z0-9]{20,}|\bBearer\s+[A-Za-z0-9._-]{20,}/

export function createAnswerChecker(rules: AnswerRules) {
  const instructionRuns = wordRuns(rules.instructions, instructionRunWords)
  const secrets = rules.secrets.filter((secret) => secret.length >= 6)
  /** What is wrong with `text` (a sentence or a whole answer); empty when it may be shown. */
  return function problemsOf(text: string): AnswerProblem[] {
    const problems: AnswerProblem[] = unsupportedFigures(text, rules.facts).map((figure) => ({ kind: 'figure', text: figure.text }))
    const repeated = [...wordRuns(text, instructionRunWords)].find((run) => instructionRuns.has(run))
    if (repeated) problems.push({ kind: 'instructions', text: repeated })
    if (keyShapes.test(text) || secrets.some((secret) => text.includes(secret))) problems.push({ kind: 'secret' })
    return problems
  }
}

export type GateStep = { show: string; problems?: undefined } | { show?: undefined; problems: AnswerProblem[] }

/** Where a sentence ends: its stop (and closing quote or bracket), then a space or a line break. */
const sentenceEnd = /[.!?…]["'”’)\]]*(?=\s)|\n/g

/**
 * The model's answer as it streams, let through a sentence at a time once each is checked: the
 * visitor sees words as soon as a sentence is whole, and never a sentence that breaks a rule
 * (the answer stops there, and the caller replaces it). A sentence is checked with everything
 * shown before it, so a figure or an instruction run split across sentences is caught too.
 */
export function createAnswerGate(problemsOf: (text: string) => AnswerProblem[]) {
  let shown = ''
  let pending = ''
  let stopped = false

  function release(upTo: number): GateStep {
    const next = pending.slice(0, upTo)
    const problems = problemsOf(shown + next)
    if (problems.length > 0) {
      stopped = true
      return { problems }
    }
    shown += next
    pending = pending.slice(upTo)
    return { show: next }
  }

  return {
    /** The next piece the model wrote: the text that may be shown now ('' while a sentence is open). */
    push(piece: string): GateStep {
      if (stopped) return { problems: [] }
      pending += piece
      let end = -1
      for (const match of pending.matchAll(sentenceEnd)) end = match.index + match[0].length
      return end > 0 ? release(end) : { show: '' }
    },
    /** The answer is complete: the rest, checked. */
    end(): GateStep {
      if (stopped) return { problems: [] }
      return release(pending.length)
    },
    /** All that was shown. */
    get shown() {
      return shown
    },
  }
}
