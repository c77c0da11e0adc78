import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi, operatorSessionSchema, type LoginRequest } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'
import { markSignedIn } from '@/web/lib/operator-session'

/** POST /api/admin/session: 401 wrong password, 429 too many attempts (the error says how long to wait). */
export function signIn(request: LoginRequest) {
  return adminRequest('POST', adminApi.session, operatorSessionSchema, { body: request })
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => markSignedIn(queryClient, session),
  })
}
