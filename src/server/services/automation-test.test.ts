import { describe, expect, it } from 'vitest'
import { sampleLeadEmail } from './automation-test'

describe('sampleLeadEmail', () => {
  it('uses example.com in the sandbox: nothing can reach anyone', () => {
    expect(sampleLeadEmail('sandbox', 'ab12cd34', 'Owner <owner@bluegrassai.com>')).toBe('sample-lead+ab12cd34@example.com')
  })
  it('tags the owner’s own address when live, so the test e-mail lands in the owner’s inbox', () => {
    expect(sampleLeadEmail('live', 'ab12cd34', 'Owner <owner@bluegrassai.com>')).toBe('owner+lead-test-ab12cd34@bluegrassai.com')
    expect(sampleLeadEmail('live', 'ab12cd34', 'owner+x@bluegrassai.com')).toBe('owner+lead-test-ab12cd34@bluegrassai.com')
  })
})
