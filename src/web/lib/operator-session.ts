import { useEffect } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminApi, operatorSessionSchema, type OperatorSession } from '@/shared/admin'
import { throwIfResNotOk } from '@/web/lib/api-client'
import { isSessionExpired } from '@/web/lib/api-error'

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

/**
 * Any operator call that answers 401 means the session has ended (30 min idle, 12 h in all, or
 * revoked, or a logout elsewhere): sign this page out, so /admin goes back to its gate and
 * /workflows to its signed-out view. One watcher on the caches rather than a check in every call.
 * `signOut` defaults to markSignedOut; a page that keeps some public answer on screen passes its
 * own, defined once at module level so the watcher is not set up again on every render.
 */
export function useSignOutWhenSessionEnds(signOut: (queryClient: QueryClient) => void = markSignedOut) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const expired = (error: unknown) => isSessionExpired(error, adminApi.session)
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) signOut(queryClient)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) signOut(queryClient)
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient, signOut])
}
