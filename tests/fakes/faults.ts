/**
 * How a fake fails on demand: the next N requests (of one kind) answer 500, hang past any
 * client timeout, or answer a malformed body. `after-effect` variants do the work first (create
 * the page, accept the message) and then fail the answer, as a lost response would.
 */
export type FaultMode = '500' | 'hang' | 'malformed' | 'hang-after-effect'

export type Faults = {
  /** The next `times` matching requests fail with `mode`. */
  inject(mode: FaultMode, times?: number, match?: string): void
  /** Called by the fake per request: the fault to apply, if any (consumed). */
  take(kind?: string): FaultMode | undefined
  clear(): void
}

export function createFaults(): Faults {
  let queue: { mode: FaultMode; match?: string }[] = []
  return {
    inject(mode, times = 1, match) {
      for (let i = 0; i < times; i++) queue.push({ mode, match })
    },
    take(kind) {
      const index = queue.findIndex((fault) => fault.match === undefined || fault.match === kind)
      if (index < 0) return undefined
      return queue.splice(index, 1)[0]!.mode
    },
    clear() {
      queue = []
    },
  }
}
