import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security'

describe('content security policy', () => {
  it('admits no third-party host and no inline script without an analytics id', () => {
    const policy = contentSecurityPolicy(undefined)
    expect(policy.scriptSrc).toEqual(["'self'"])
    expect(policy.connectSrc).toEqual(["'self'"])
    expect(JSON.stringify(policy)).not.toContain('google')
  })

  it('admits the analytics hosts when a measurement id is set', () => {
    const policy = contentSecurityPolicy('G-TEST123')
    expect(policy.scriptSrc).toContain('https://www.googletagmanager.com')
    expect(policy.connectSrc).toContain('https://*.google-analytics.com')
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'")
  })
})
