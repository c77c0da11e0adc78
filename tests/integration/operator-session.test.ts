import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { operatorSessions } from '@/server/db/schema'
import { localSessionCookie, secureSessionCookie } from '@/server/plugins/operator'
import { adminApi, invalidPasswordMessage, operatorSessionSchema } from '@/shared/admin'
import { operatorHeaders, testAdminPassword } from '../support/operator'
import { useTestApp } from '../support/test-app'

/** The back office's sign-in (SPEC §2 'Admin Access', DESIGN "Who may do what"), on a fake clock. */

let clockOffsetMs = 0
const minute = 60_000

const harness = useTestApp({ now: () => new Date(Date.now() + clockOffsetMs) })
beforeEach(() => {
  clockOffsetMs = 0
})

const signIn = (password: string, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  harness.app.inject({ method: 'POST', url: adminApi.session, payload: { password }, remoteAddress: options.ip ?? '10.1.0.1', headers: options.headers })
const sessionWith = (headers: Record<string, string>) => harness.app.inject({ method: 'GET', url: adminApi.session, headers })

describe(`operator sign-in on ${process.env.TEST_DATABASE}`, () => {
  it('refuses a wrong password with SPEC’s message and sets no cookie', async () => {
    const response = await signIn('not-the-password')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: invalidPasswordMessage })
    expect(response.cookies).toEqual([])
    expect((await sessionWith({})).statusCode).toBe(401)
  })

  it('signs in with the password: an HttpOnly, SameSite=Strict cookie holding a random id whose hash alone is stored', async () => {
    const response = await signIn(testAdminPassword)
    expect(response.statusCode).toBe(200)
    const body = operatorSessionSchema.parse(response.json())
    expect(Date.parse(body.idleExpiresAt) - Date.now()).toBeGreaterThan(29 * minute)
    expect(Date.parse(body.absoluteExpiresAt) - Date.now()).toBeGreaterThan(11.9 * 60 * minute)
    const [cookie] = response.cookies
    // Plain http to this machine: no Secure flag, so no __Host- prefix (a browser would refuse it).
    expect(cookie).toMatchObject({ name: localSessionCookie, path: '/', httpOnly: true, sameSite: 'Strict' })
    expect(cookie!.secure).toBeFalsy()
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const rows = await harness.database.db.select().from(operatorSessions)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.idHash).not.toBe(cookie!.value)
    expect((await sessionWith({ cookie: `${cookie!.name}=${cookie!.value}` })).statusCode).toBe(200)
  })

  it('sets a __Host- prefixed Secure cookie for any other host', async () => {
    const response = await signIn(testAdminPassword, { headers: { host: 'bluegrassai.com' } })
    expect(response.cookies[0]).toMatchObject({ name: secureSessionCookie, secure: true, httpOnly: true, sameSite: 'Strict', path: '/' })
    expect(response.cookies[0]!.domain).toBeUndefined()
  })

  it('rejects a forged or unknown session id', async () => {
    expect((await sessionWith({ cookie: `${localSessionCookie}=${'a'.repeat(43)}` })).statusCode).toBe(401)
  })

  it('logs out: the row is deleted and the cookie no longer works', async () => {
    const headers = await operatorHeaders(harness.app)
    const logout = await harness.app.inject({ method: 'DELETE', url: adminApi.session, headers })
    expect(logout.statusCode).toBe(204)
    expect(logout.cookies[0]).toMatchObject({ name: localSessionCookie, value: '' })
    expect(await harness.database.db.select().from(operatorSessions)).toEqual([])
    expect((await sessionWith(headers)).statusCode).toBe(401)
  })

  it('ends a session after 30 minutes without a request, and keeps one in use alive', async () => {
    const idle = await operatorHeaders(harness.app)
    const busy = await operatorHeaders(harness.app)
    for (const at of [10, 20, 29]) {
      clockOffsetMs = at * minute
      expect((await sessionWith(busy)).statusCode).toBe(200)
    }
    clockOffsetMs = 31 * minute
    expect((await sessionWith(idle)).statusCode).toBe(401)
    expect((await sessionWith(busy)).statusCode).toBe(200)
  })

  it('ends every session 12 hours after sign-in, however busy', async () => {
    const headers = await operatorHeaders(harness.app)
    for (let at = 25; at < 12 * 60; at += 25) {
      clockOffsetMs = at * minute
      expect((await sessionWith(headers)).statusCode).toBe(200)
    }
    clockOffsetMs = 12 * 60 * minute + minute
    expect((await sessionWith(headers)).statusCode).toBe(401)
  })

  it('throttles an address after 5 attempts in 15 minutes (429 with Retry-After), even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('wrong-password', { ip: '10.2.0.1' })).statusCode).toBe(401)
    const refused = await signIn(testAdminPassword, { ip: '10.2.0.1' })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60)
    expect(refused.json().error).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes\.$/)
    // Another address is not held back by this one.
    expect((await signIn(testAdminPassword, { ip: '10.2.0.2' })).statusCode).toBe(200)
    clockOffsetMs = 15 * minute + 1000
    expect((await signIn(testAdminPassword, { ip: '10.2.0.1' })).statusCode).toBe(200)
  })

  it('forgets an address’s failures once it signs in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('wrong-password', { ip: '10.3.0.1' })
    expect((await signIn(testAdminPassword, { ip: '10.3.0.1' })).statusCode).toBe(200)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('wrong-password', { ip: '10.3.0.1' })).statusCode).toBe(401)
  })

  it('throttles the account after 20 attempts from any addresses', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn('wrong-password', { ip: `10.4.0.${attempt}` })).statusCode).toBe(401)
    expect((await signIn(testAdminPassword, { ip: '10.4.1.1' })).statusCode).toBe(429)
  })

  it('keeps its counts in the database, where every instance sees them', async () => {
    await signIn('wrong-password', { ip: '10.5.0.1' })
    expect(await countFailures('10.5.0.1')).toBe(1)
  })

  it('refuses a sign-in or a logout posted from another site (403)', async () => {
    const foreign = await signIn(testAdminPassword, { headers: { origin: 'https://evil.example' } })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.cookies).toEqual([])
    const crossSite = await signIn(testAdminPassword, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.statusCode).toBe(403)
    expect((await signIn(testAdminPassword, { headers: { origin: 'http://localhost:80' } })).statusCode).toBe(200)
    const headers = await operatorHeaders(harness.app)
    const logout = await harness.app.inject({ method: 'DELETE', url: adminApi.session, headers: { ...headers, origin: 'https://evil.example' } })
    expect(logout.statusCode).toBe(403)
    expect((await sessionWith(headers)).statusCode).toBe(200)
  })

  it('names the field when the body is not a password', async () => {
    const response = await harness.app.inject({ method: 'POST', url: adminApi.session, payload: { password: '' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ password: 'Password is required' })
  })
})

async function countFailures(ip: string) {
  const result = (await harness.database.db.execute(sql`select count(*)::int as n from login_failures where ip = ${ip}`)) as unknown as { rows: { n: number }[] }
  return result.rows[0]!.n
}
