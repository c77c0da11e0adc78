/**
 * Speed to lead comes first (DESIGN "Budgets": the first e-mail within 2 s while 20 leads a
 * second arrive). On the embedded database every statement runs on one thread, one at a time,
 * so background steps (task sets, follow-ups, CRM, Make, owner e-mails) would otherwise take
 * turns with the submissions and first answers. Foreground work is tracked here; a background
 * step waits until the foreground has been quiet for a moment (or `maxWaitMs` has passed, so
 * nothing starves). In-process only: on PostgreSQL it merely smooths the load.
 */
export type ForegroundGate = {
  /** Runs `work` as foreground work. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Resolves once no foreground work has run for `quietMs`, or after `maxWaitMs`. */
  quiet(): Promise<void>
  /** Shutting down: stop holding anything back, so running jobs can finish. */
  release(): void
}

export function createForegroundGate(options: { quietMs: number; maxWaitMs: number }): ForegroundGate {
  let active = 0
  let lastActivity = 0
  let released = false
  const isQuiet = () => active === 0 && performance.now() - lastActivity >= options.quietMs
  return {
    async run(work) {
      active += 1
      lastActivity = performance.now()
      try {
        return await work()
      } finally {
        active -= 1
        lastActivity = performance.now()
      }
    },
    async quiet() {
      if (options.maxWaitMs <= 0) return
      const deadline = performance.now() + options.maxWaitMs
      while (!released && !isQuiet() && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, options.quietMs))
      }
    },
    release() {
      released = true
    },
  }
}
