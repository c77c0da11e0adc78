/**
 * A signal that aborts after `ms`, or as soon as one of `signals` does; `clear` ends the timer when
 * the work is done. Written instead of `AbortSignal.any([AbortSignal.timeout(ms), …])`, which on
 * Node may never fire: the timeout signal is held only weakly, and a garbage collection in between
 * drops it with its timer (nodejs/node#57736). Under CI's load a receptionist turn ran to its 9 s
 * budget instead of the model's 4 s that way. A plain timer holds its controller strongly.
 */
export function deadline(ms: number, ...signals: AbortSignal[]): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')), ms)
  // Like AbortSignal.timeout's: a deadline alone does not keep the process running.
  timer.unref()
  return {
    signal: signals.length > 0 ? AbortSignal.any([controller.signal, ...signals]) : controller.signal,
    clear: () => clearTimeout(timer),
  }
}
