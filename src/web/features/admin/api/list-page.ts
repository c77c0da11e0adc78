import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

/**
 * One page of a back-office list (GET path?page&pageSize…). The key starts with the list's path,
 * so invalidating [path] refreshes every page (SPEC §7); the page shown stays while the next loads.
 */
export function listPageQueryOptions<Schema extends z.ZodType>(path: string, schema: Schema, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: [path, query],
    queryFn: ({ signal }) => adminRequest('GET', listUrl(path, query), schema, { signal }),
    placeholderData: keepPreviousData,
  })
}
