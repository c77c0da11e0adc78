/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (where idle callbacks
 * are missing, after `fallbackMs`). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(task, fallbackMs)
    return () => clearTimeout(timer)
  }
  const idle = window.requestIdleCallback(task, { timeout: timeoutMs })
  return () => window.cancelIdleCallback(idle)
}
