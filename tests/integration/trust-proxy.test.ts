import { describe, expect, it } from 'vitest'
import { contactSubmissions } from '@/server/db/schema'
import { humanFormFields, validContact } from '../support/fixtures'
import { useTestApp } from '../support/test-app'

/**
 * Issue 14: with a proxy in front, the client's address is the one the proxy saw (the right-most
 * X-Forwarded-For entry), not the left-most one a client can write: a spammer writing a new
 * address each time is still one client to the per-client limit.
 */

const harness = useTestApp(
  () => {
    // The app's clock starts a minute: the per-client window holds the whole test.
    const offset = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 - Date.now()
    return { config: { trustProxy: 1, publicFormRateLimit: 3 }, now: () => new Date(Date.now() + offset) }
  },
  { reset: false },
)

describe(`TRUST_PROXY=1 on ${process.env.TEST_DATABASE}`, () => {
  it('counts a client by the address the proxy saw, whatever it writes before it', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` },
        payload: { ...validContact({ email: `spoof${i}@example.com` }), ...humanFormFields() },
      })
      expect(response.statusCode).toBe(201)
    }
    const rows = await harness.database.db.select().from(contactSubmissions)
    expect(rows.filter((row) => row.quarantineReason === 'rate-limit')).toHaveLength(2)
  })
})
