import type { Outcome, ProviderKey } from './types'

/**
 * Remembers how each live provider's last call went, so the status call can say "degraded"
 * while a service fails and "connected" again once it answers. In memory: it describes this
 * process's recent experience, nothing more.
 */
export type ProviderHealth = {
  record(key: ProviderKey, outcome: Outcome<unknown>): void
  /** The last call failed, within the window (15 minutes). */
  isDegraded(key: ProviderKey): boolean
  lastProblem(key: ProviderKey): string | undefined
}

const windowMs = 15 * 60_000

export function createProviderHealth(now: () => number = Date.now): ProviderHealth {
  const last = new Map<ProviderKey, { ok: boolean; at: number; message?: string }>()
  return {
    record(key, outcome) {
      last.set(key, outcome.ok ? { ok: true, at: now() } : { ok: false, at: now(), message: outcome.failure.message })
    },
    isDegraded(key) {
      const entry = last.get(key)
      return entry !== undefined && !entry.ok && now() - entry.at < windowMs
    },
    lastProblem(key) {
      const entry = last.get(key)
      return entry && !entry.ok ? entry.message : undefined
    },
  }
}
