/**
 * What happens to a public form submission (docs/decisions/027, issue 14 "store first, decide
 * after"): every valid submission is stored; the checks decide only what the pipeline does with
 * it. A submission that looks automated — a filled honeypot, no valid form token (domain/
 * form-token.ts), a form sent faster than a person types, too many from one client in a minute —
 * is quarantined: kept for the owner to review,
 * with no lead, no AI call and no e-mail. The visitor's answer is the same either way, so a bot
 * learns nothing. Past a generous limit a client gets an honest 429 and nothing is stored. Pure,
 * with the clock and the count passed in.
 */

import type { QuarantineReason } from '@/shared/admin'
import type { FormTokenReading } from './form-token'

export type { QuarantineReason }

/** The honeypot as sent, and what the form token said (readFormToken). */
export type BotFields = { website?: string; formToken: FormTokenReading }

export type SubmissionVerdict = { kind: 'answer' } | { kind: 'quarantine'; reason: QuarantineReason } | { kind: 'reject'; retryAfterSeconds: number }

export type SubmissionLimits = {
  /** Submissions a minute from one client that are answered as usual. */
  answeredPerMinute: number
  /** Past this many a minute from one client, a 429: nothing is stored. */
  acceptedPerMinute: number
  /** A form sent sooner than this after it was shown is taken for a bot. */
  minFillMs: number
}

/**
 * `countThisMinute` includes this submission; `secondsLeftInWindow` is when the client's minute
 * ends. The fill time runs from the form token's issue (the server's clock) to `now`.
 */
export function judgeSubmission(
  fields: BotFields,
  now: number,
  countThisMinute: number,
  secondsLeftInWindow: number,
  limits: SubmissionLimits,
): SubmissionVerdict {
  if (countThisMinute > limits.acceptedPerMinute) return { kind: 'reject', retryAfterSeconds: Math.max(1, secondsLeftInWindow) }
  if (typeof fields.website === 'string' && fields.website.trim() !== '') return { kind: 'quarantine', reason: 'honeypot' }
  if (fields.formToken.kind !== 'valid') return { kind: 'quarantine', reason: 'no-token' }
  if (now - fields.formToken.issuedAt < limits.minFillMs) return { kind: 'quarantine', reason: 'too-fast' }
  if (countThisMinute > limits.answeredPerMinute) return { kind: 'quarantine', reason: 'rate-limit' }
  return { kind: 'answer' }
}
