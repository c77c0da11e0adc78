import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { markSignedOut } from '@/web/lib/operator-session'
import { isSessionExpired } from '@/web/lib/api-error'

/**
 * Any back-office call that answers 401 means the session has ended (30 min idle, 12 h in all,
 * or revoked): go back to the gate. One watcher on the caches rather than a check in every call.
 */
export function useReturnToGateWhenSessionEnds() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const expired = (error: unknown) => isSessionExpired(error, adminApi.session)
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) markSignedOut(queryClient)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) markSignedOut(queryClient)
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient])
}
