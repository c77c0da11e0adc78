import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { adminApi, operatorSessionSchema, type OperatorSession } from '@/shared/admin'
import { throwIfResNotOk } from '@/web/lib/api-client'

/**
 * GET /api/admin/session: the operator's session, or null when this browser is signed out (the
 * default query's on401 'returnNull'). Unlike getQueryFn it reads the 401's body: an unread body
 * keeps the request open in Chromium, so the page never goes network-idle.
 */
export async function getSession(signal?: AbortSignal): Promise<OperatorSession | null> {
  const res = await fetch(adminApi.session, { credentials: 'include', signal })
  if (res.status === 401) {
    await res.text()
    return null
  }
  await throwIfResNotOk(res)
  return operatorSessionSchema.parse(await res.json())
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: [adminApi.session],
    queryFn: ({ signal }) => getSession(signal),
  })
}

export function useAdminSession() {
  return useQuery(sessionQueryOptions())
}

export function markSignedIn(queryClient: QueryClient, session: OperatorSession) {
  queryClient.setQueryData(sessionQueryOptions().queryKey, session)
}

/**
 * Back to the gate: the session reads null and every other cached answer is dropped, so nothing
 * private stays in memory after a logout or an expired session.
 */
export function markSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryOptions().queryKey, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== adminApi.session })
}
