import { useCallback, useEffect, useRef } from 'react'
import { formTokenUrl } from '@/shared/form-token-url'
import type { FormTokenResponse } from '@/shared/public-form'

/**
 * The token a public form sends with its fields (shared/automation.ts formBotFields,
 * docs/decisions/028): asked for as soon as the form is live, so the server times the visit on
 * its own clock. Without one the submission is still stored, only held for the owner's review,
 * so a failed request never blocks a visitor: the form sends what it has. A form filled in one
 * tap waits out the server's minimum fill time before it sends (docs/decisions/030).
 */
export function useFormToken() {
  const token = useRef<Promise<IssuedToken | undefined> | null>(null)
  useEffect(() => {
    token.current ??= requestFormToken()
  }, [])
  return {
    /** The token to send with a submission (asked for now if the form never got one), once it may be sent. */
    current: useCallback(async () => {
      const issued = await (token.current ??= requestFormToken())
      if (!issued) return undefined
      await wait(msUntilReady(issued, Date.now()))
      return issued.token
    }, []),
    /** A new form begins (after a completed submission, 'Try Again'): a new token. */
    restart: useCallback(() => {
      token.current = requestFormToken()
    }, []),
  }
}

/** A token as this browser got it: `readyAt` is on this browser's clock. */
export type IssuedToken = { token: string; readyAt: number }

/** How long a form still waits before it sends with this token. */
export function msUntilReady(issued: IssuedToken, now: number) {
  return Math.max(0, issued.readyAt - now)
}

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

async function requestFormToken(): Promise<IssuedToken | undefined> {
  try {
    const res = await fetch(formTokenUrl, { cache: 'no-store', credentials: 'same-origin' })
    if (!res.ok) {
      await res.text()
      return undefined
    }
    const answer: unknown = await res.json()
    if (!isFormTokenResponse(answer)) return undefined
    const { token, readyInMs } = answer
    // Counted from when the answer arrived: a little later than the server issued it, never sooner.
    return { token, readyAt: Date.now() + readyInMs }
  } catch {
    return undefined
  }
}

/**
 * GET /api/form-token's answer (shared/public-form.ts formTokenResponseSchema), checked by hand:
 * the form asks for it as soon as it is live, and building zod's schemas then was a long task
 * on a slow phone (decision 058). The API's tests hold the server to the schema.
 */
export function isFormTokenResponse(answer: unknown): answer is FormTokenResponse {
  if (typeof answer !== 'object' || answer === null) return false
  const { token, readyInMs } = answer as Record<string, unknown>
  return typeof token === 'string' && typeof readyInMs === 'number' && Number.isInteger(readyInMs) && readyInMs >= 0
}
