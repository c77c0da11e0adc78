import { adminApi, releaseHeldMailResponseSchema } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'

/** POST the owner's "Send held e-mails": every e-mail the hourly cap holds is sent past it. */
export function releaseHeldMail() {
  return adminRequest('POST', adminApi.releaseHeldMail, releaseHeldMailResponseSchema)
}

/** The banner's count is read again once they are on their way. */
export function useReleaseHeldMail() {
  return useRefreshingMutation(releaseHeldMail, [adminApi.emailState, adminApi.crmStats])
}
