/**
 * Quiet bot stops for the public forms (DESIGN "The lead-response pipeline", step 1): a
 * honeypot field people never see, a minimum time between showing the form and sending it, and
 * a per-IP limit. A stopped request still gets a 2xx, so a bot learns nothing; nothing is stored
 * or sent. Pure, with the clock passed in.
 */

export type BotFields = { website?: string; formStartedAt?: number }

export type BotVerdict = { bot: false } | { bot: true; reason: 'honeypot' | 'too-fast' | 'rate-limit' }

/**
 * `formStartedAt` is the browser's clock when the form was first shown. Browsers' clocks drift
 * from the server's, so only a time inside [0, minFillMs) since then counts as too fast: a clock
 * ahead of the server's (negative elapsed time) proves nothing either way. Without the field the
 * check is skipped: losing a real lead to a missing field costs more than one bot's message.
 */
export function judgeForm(fields: BotFields, now: number, minFillMs: number): BotVerdict {
  if (typeof fields.website === 'string' && fields.website.trim() !== '') return { bot: true, reason: 'honeypot' }
  if (typeof fields.formStartedAt === 'number') {
    const elapsed = now - fields.formStartedAt
    if (elapsed >= 0 && elapsed < minFillMs) return { bot: true, reason: 'too-fast' }
  }
  return { bot: false }
}

export type RateLimiter = {
  /** Counts one request for `key`; false once the key is over its limit in this window. */
  take(key: string, now: number): boolean
}

/** A fixed-window counter per key, in memory (one process; DESIGN: Redis when scaled out). */
export function createRateLimiter(options: { max: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  const maxKeys = options.maxKeys ?? 50_000
  return {
    take(key, now) {
      let window = windows.get(key)
      if (!window || now - window.start >= options.windowMs) {
        if (windows.size >= maxKeys) {
          for (const [staleKey, stale] of windows) if (now - stale.start >= options.windowMs) windows.delete(staleKey)
          // Still full of live windows: forget the oldest rather than grow without bound.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
        }
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      return window.count <= options.max
    },
  }
}
