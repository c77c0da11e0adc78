import { failed, succeeded, type Outcome, type ProviderFailure } from './types'

/**
 * Runs one call to a third-party service with a hard deadline. The client's own timeout should
 * fire first; this is the backstop that guarantees a step never waits longer than `timeoutMs`
 * (plus a little), whatever the client does. `describe` turns the client's error into a failure.
 */
export async function callWithTimeout<T>(
  timeoutMs: number,
  run: (signal: AbortSignal) => Promise<T>,
  describe: (error: unknown) => ProviderFailure,
): Promise<Outcome<T>> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<Outcome<never>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(failed('timeout', `no answer within ${timeoutMs} ms`))
    }, timeoutMs + 250)
  })
  try {
    return await Promise.race([
      run(controller.signal).then(
        (value) => succeeded(value),
        (error: unknown): Outcome<never> => (controller.signal.aborted ? failed('timeout', `no answer within ${timeoutMs} ms`) : { ok: false, failure: describe(error) }),
      ),
      deadline,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** A short, single-line description of an unknown error, without stack or secrets. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error'
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error'
}

/** Whether an error is a timeout or abort raised by fetch/AbortSignal or a client library. */
export function isTimeoutError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    error.name === 'APIConnectionTimeoutError' ||
    (error as { code?: string }).code === 'notionhq_client_request_timeout' ||
    (error as { code?: string }).code === 'ETIMEDOUT' ||
    /timed? ?out/i.test(error.message)
  )
}
