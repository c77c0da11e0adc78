import { errorText, isTimeoutError } from '../call'
import type { PlacesFailure } from '../types'

/**
 * One HTTP request to a places source with a hard deadline, answered as JSON or as a typed
 * failure. Tells "could not reach the source at all" (DNS, connection refused, no route: the run
 * falls back to the offline sample set) apart from "it answered badly" (5xx, timeout, not JSON:
 * the run fails with that reason).
 */

/** Error codes meaning nothing answered: the machine is offline or the source's host is gone. */
const unreachableCodes = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'EHOSTDOWN'])

/** The system error codes in an error, its causes and (happy eyeballs) its aggregated errors. */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return []
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...errorCodes(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorCodes(inner, depth + 1)) : []),
  ]
}

export function isUnreachable(error: unknown): boolean {
  const codes = errorCodes(error)
  return codes.length > 0 && codes.every((code) => unreachableCodes.has(code))
}

const failure = (kind: PlacesFailure['kind'], message: string, extra: { status?: number; unreachable?: boolean } = {}): { ok: false; failure: PlacesFailure } => ({
  ok: false,
  failure: { kind, message, unreachable: extra.unreachable ?? false, ...(extra.status !== undefined ? { status: extra.status } : {}) },
})

export type JsonAnswer = { ok: true; value: unknown } | { ok: false; failure: PlacesFailure }

function describe(error: unknown, source: string, timeoutMs: number): JsonAnswer {
  if (isUnreachable(error)) {
    const code = errorCodes(error)[0]
    return failure('network', `${source} could not be reached (${code})`, { unreachable: true })
  }
  if (isTimeoutError(error)) return failure('timeout', `${source} did not answer within ${Math.round(timeoutMs / 100) / 10} s`)
  if (error instanceof SyntaxError) return failure('malformed', `${source} answered with something that is not JSON`)
  const codes = errorCodes(error)
  return failure('network', `${source}: ${codes[0] ?? errorText((error as { cause?: unknown }).cause ?? error)}`)
}

/** What an error status means, in words the operator can act on. */
function statusText(status: number): string {
  if (status === 429) return 'too many requests (rate limited); try again later'
  if (status === 401 || status === 403) return 'the key was refused'
  if (status === 504) return 'the server was too busy to answer'
  return status >= 500 ? 'a server error' : 'the request was refused'
}

export async function requestJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  options: { source: string; timeoutMs: number; signal?: AbortSignal },
): Promise<JsonAnswer> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  options.signal?.addEventListener('abort', abort, { once: true })
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<JsonAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(failure('timeout', `${options.source} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s`))
    }, options.timeoutMs)
  })
  const attempt = async (): Promise<JsonAnswer> => {
    try {
      const response = await fetch(url, { ...init, signal: controller.signal })
      const body = await response.text()
      if (!response.ok) return failure('http', `${options.source} answered HTTP ${response.status}: ${statusText(response.status)}`, { status: response.status })
      return { ok: true, value: JSON.parse(body) as unknown }
    } catch (error) {
      if (options.signal?.aborted) return failure('timeout', `the run ran out of time waiting for ${options.source}`)
      if (controller.signal.aborted) return failure('timeout', `${options.source} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s`)
      return describe(error, options.source, options.timeoutMs)
    }
  }
  try {
    if (options.signal?.aborted) return failure('timeout', `the run ran out of time before asking ${options.source}`)
    return await Promise.race([attempt(), deadline])
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', abort)
  }
}
