/**
 * Admission of a new lead from a public form (issue 34; docs/decisions/048): taken only if its
 * first answer can still go out in time. The wait a new lead would have is predicted from what
 * is queued ahead of it and how fast the first answers drain; past the budget the form is
 * refused before anything is stored (503 with Retry-After), instead of stored and answered late.
 * Pure: the measurement (services/pipeline/admission.ts) gives the figures.
 */

export type AdmissionFigures = {
  /** Leads waiting for their first answer (due jobs not yet started), every instance's, when last counted. */
  backlog: number
  /** Leads this instance took since that count (not in it yet). */
  admittedSinceCount: number
  /** First answers started per second over the last few seconds, every instance together. */
  drainPerSecond: number
  /**
   * How long the oldest of them has waited so far (0: none waiting). A floor under the
   * prediction: when the workers are slowed down (a starved machine, a slow database) a queue
   * that the assumed drain calls short has in fact waited long, and says so.
   */
  oldestWaitMs: number
  /**
   * How long this instance has had its database: since it started, or since a count last failed.
   * The floor counts only waiting within it: a lead that waited out an outage or a restart says
   * nothing of the pace the workers keep now, and the queue it heads drains at that pace.
   */
  reachableForMs: number
}

export type AdmissionPolicy = {
  /** Past this predicted wait for the first answer a new lead is refused; 0 turns admission off. */
  maxWaitMs: number
  /**
   * The drain assumed when less is measured: after a quiet spell nothing was drained lately,
   * and a first burst would otherwise be refused before the workers had a chance to show their pace.
   */
  minDrainPerSecond: number
  /** The longest Retry-After asked for. */
  maxRetryAfterSeconds: number
}

export type AdmissionVerdict = { admit: true; predictedWaitMs: number } | { admit: false; predictedWaitMs: number; retryAfterSeconds: number }

/**
 * First answers started per second over the window, counted over the time they span in it (from
 * the oldest of them to now) rather than the whole window: a burst after a quiet spell has shown
 * its pace for less than the window, and its first second over three would read as a third of it,
 * refusing leads that would be answered in time (decision 061). A span under `minSpanMs` counts as
 * that long: a handful started at once says little of a pace.
 */
export function drainPerSecond(started: { count: number; oldestAgoMs: number }, window: { windowMs: number; minSpanMs: number }): number {
  if (started.count <= 0) return 0
  const spanMs = Math.min(window.windowMs, Math.max(window.minSpanMs, started.oldestAgoMs))
  return (started.count / spanMs) * 1000
}

export function judgeAdmission(figures: AdmissionFigures, policy: AdmissionPolicy): AdmissionVerdict {
  const ahead = Math.max(0, figures.backlog) + Math.max(0, figures.admittedSinceCount)
  const drain = Math.max(figures.drainPerSecond, policy.minDrainPerSecond, Number.MIN_VALUE)
  const predictedWaitMs = Math.max((ahead / drain) * 1000, Math.min(figures.oldestWaitMs, Math.max(0, figures.reachableForMs)))
  if (policy.maxWaitMs <= 0 || predictedWaitMs <= policy.maxWaitMs) return { admit: true, predictedWaitMs }
  // Come back once what is queued now has been answered.
  const retryAfterSeconds = Math.min(policy.maxRetryAfterSeconds, Math.max(1, Math.ceil(predictedWaitMs / 1000)))
  return { admit: false, predictedWaitMs, retryAfterSeconds }
}
