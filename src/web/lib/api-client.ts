import type { QueryFunction } from '@tanstack/react-query'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request's JSON body (sent as is, stringified) and the signal that aborts it. */
export type RequestOptions = { body?: unknown; signal?: AbortSignal }

/** SPEC §8: any non-OK response becomes `Error("<status>: <body text or status text>")`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = await res.text()
  throw new Error(`${res.status}: ${text || res.statusText}`)
}

/** SPEC §7: sends cookies; JSON content type only when there is a body. Resolves to the response, OK or not. */
export function sendRequest(method: HttpMethod, url: string, { body, signal }: RequestOptions = {}): Promise<Response> {
  const hasBody = body !== undefined
  return fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  })
}

/** The same, resolving to the OK response (any other becomes SPEC §8's Error). */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const res = await sendRequest(method, url, { body: data })
  await throwIfResNotOk(res)
  return res
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/**
 * The default query: GET the URL in `queryKey[0]` and parse JSON. Later key
 * parts only distinguish cache entries; they are never appended to the URL.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0]
    if (typeof url !== 'string') {
      throw new TypeError(`The default query needs a URL string as queryKey[0], got ${JSON.stringify(url)}`)
    }
    const res = await fetch(url, { credentials: 'include', signal })
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the body anyway: an unread response keeps its connection busy in Chromium.
      await res.text()
      return null
    }
    await throwIfResNotOk(res)
    return (await res.json()) as T
  }
}
