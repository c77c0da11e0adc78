import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { adminCommand } from '@/web/lib/admin-request'
import { markSignedOut } from '@/web/lib/operator-session'

/** DELETE /api/admin/session: revokes the session server-side and clears the cookie. */
export function signOut() {
  return adminCommand('DELETE', adminApi.session)
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    // Whatever the answer, this browser shows the gate and forgets what it had loaded.
    onSettled: () => markSignedOut(queryClient),
  })
}
