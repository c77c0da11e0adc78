import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { isSessionExpired } from '@/web/lib/api-error'
import { markSignedOut } from '@/web/lib/operator-session'
import { templatesQueryOptions } from '../api/get-templates'

/**
 * Any operator call that answers 401 means the back-office session has ended (idle or absolute
 * timeout, or a logout elsewhere): the page goes back to its signed-out view, where each private
 * part says how to sign in again. One watcher on the caches rather than a check in every call
 * (the same idea as /admin's return to its gate).
 */
export function useSignedOutWhenSessionEnds() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const expired = (error: unknown) => isSessionExpired(error, adminApi.session)
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) endSession(queryClient)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) endSession(queryClient)
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient])
}

/** Drops every private answer, but keeps the public catalogue on screen rather than fetching it again. */
function endSession(queryClient: QueryClient) {
  const { queryKey } = templatesQueryOptions()
  const templates = queryClient.getQueryData(queryKey)
  markSignedOut(queryClient)
  if (templates) queryClient.setQueryData(queryKey, templates)
}
