import { beforeEach } from 'vitest'
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The operator's calls in a test file: each app signs in once per clock setting and reuses that
 * session (sessions expire by the app's clock, which tests move by weeks, and a database reset ends
 * them all, so the sessions are forgotten before each test); each call comes from its own address
 * under `addressPrefix`, so the per-IP rate limit stays out of the way.
 */
export function operatorCalls(clock: () => Date | undefined, addressPrefix: string) {
  const sessions = new Map<string, { cookie: string }>()
  const apps = new Map<App, number>()
  let address = 0
  beforeEach(() => sessions.clear())
  async function signedIn(app: App) {
    if (!apps.has(app)) apps.set(app, apps.size)
    const key = `${apps.get(app)}@${clock()?.toISOString() ?? 'real'}`
    if (!sessions.has(key)) sessions.set(key, await operatorHeaders(app))
    return sessions.get(key)!
  }
  async function call(app: App, method: Method, url: string, payload?: object) {
    return app.inject({ method, url, payload, headers: await signedIn(app), remoteAddress: `${addressPrefix}.${++address % 250}` })
  }
  return { call }
}
