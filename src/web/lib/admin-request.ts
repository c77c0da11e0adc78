import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { sendRequest, type HttpMethod, type RequestOptions } from '@/web/lib/api-client'
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
  options: RequestOptions = {},
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

async function send(method: HttpMethod, url: string, options: RequestOptions) {
  const res = await sendRequest(method, url, options)
  if (!res.ok) throw toApiError(res.status, res.statusText, url, await res.text())
  return res
}

/**
 * The query options of one back-office GET, keyed by its URL: invalidating [url] reads it again.
 * An endpoint's file adds what is particular to it (a select, a poll).
 */
export function adminQueryOptions<Schema extends z.ZodType>(url: string, schema: Schema) {
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => adminRequest('GET', url, schema, { signal }),
  })
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
