import type { App } from '@/server/app'
import { adminApi } from '@/shared/admin'

/** The back-office password every test app is built with (tests/support/test-app.ts). */
export const testAdminPassword = 'test-admin-password-0123'

/** Signs in as the operator, through the real login call; returns the Cookie header to send. */
export async function operatorHeaders(app: App, password = testAdminPassword): Promise<{ cookie: string }> {
  const response = await app.inject({ method: 'POST', url: adminApi.session, payload: { password } })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  const cookie = response.cookies[0]
  if (!cookie) throw new Error('sign-in set no cookie')
  return { cookie: `${cookie.name}=${cookie.value}` }
}
