import type { z } from 'zod'
import type { HttpMethod } from '@/web/lib/api-client'
import { toApiError } from './api-error'

/**
 * One back-office call (SPEC §7: sends cookies; a JSON content type only with a body): resolves
 * to the body parsed with its shared schema, or rejects with an ApiError carrying the status and
 * the server's field messages.
 */
export async function adminRequest<Schema extends z.ZodType>(
  method: HttpMethod,
  url: string,
  schema: Schema,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const res = await send(method, url, options)
  return schema.parse(await res.json())
}

/** The same, for calls whose answer has no body (204). */
export async function adminCommand(method: HttpMethod, url: string, options: { body?: unknown } = {}): Promise<void> {
  const res = await send(method, url, options)
  // Read to the end: an unread body keeps the request open (the page never goes network-idle).
  await res.text()
}

async function send(method: HttpMethod, url: string, { body, signal }: { body?: unknown; signal?: AbortSignal }) {
  const hasBody = body !== undefined
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  })
  if (!res.ok) throw toApiError(res.status, res.statusText, url, await res.text())
  return res
}

/** `/api/notion/leads?page=2&pageSize=10`: a list's URL with its query (empty values left out). */
export function listUrl(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${base}?${search}` : base
}
