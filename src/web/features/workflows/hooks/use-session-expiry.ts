import type { QueryClient } from '@tanstack/react-query'
import { markSignedOut, useSignOutWhenSessionEnds } from '@/web/lib/operator-session'
import { templatesQueryOptions } from '../api/get-templates'

/**
 * Any operator call that answers 401 means the back-office session has ended: the page goes back
 * to its signed-out view, where each private part says how to sign in again (the same watcher as
 * /admin's return to its gate, lib/operator-session.ts).
 */
export function useSignedOutWhenSessionEnds() {
  useSignOutWhenSessionEnds(endSession)
}

/** Drops every private answer, but keeps the public catalogue on screen rather than fetching it again. */
function endSession(queryClient: QueryClient) {
  const { queryKey } = templatesQueryOptions()
  const templates = queryClient.getQueryData(queryKey)
  markSignedOut(queryClient)
  if (templates) queryClient.setQueryData(queryKey, templates)
}
