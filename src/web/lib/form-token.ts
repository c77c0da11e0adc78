import { useCallback, useEffect, useRef } from 'react'
import { formTokenResponseSchema, formTokenUrl } from '@/shared/automation'

/**
 * The token a public form sends with its fields (shared/automation.ts formBotFields,
 * docs/decisions/028): asked for as soon as the form is live, so the server times the visit on
 * its own clock. Without one the submission is still stored, only quarantined for the owner, so a
 * failed request never blocks a visitor: the form sends what it has.
 */
export function useFormToken() {
  const token = useRef<Promise<string | undefined> | null>(null)
  useEffect(() => {
    token.current ??= requestFormToken()
  }, [])
  return {
    /** The token to send with a submission (asked for now if the form never got one). */
    current: useCallback(() => (token.current ??= requestFormToken()), []),
    /** A new form begins (after a completed submission, 'Try Again'): a new token. */
    restart: useCallback(() => {
      token.current = requestFormToken()
    }, []),
  }
}

async function requestFormToken(): Promise<string | undefined> {
  try {
    const res = await fetch(formTokenUrl, { cache: 'no-store', credentials: 'same-origin' })
    if (!res.ok) {
      await res.text()
      return undefined
    }
    return formTokenResponseSchema.parse(await res.json()).token
  } catch {
    return undefined
  }
}
