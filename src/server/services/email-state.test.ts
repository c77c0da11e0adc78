import { describe, expect, it } from 'vitest'
import { decideEmailState, type MailEvidence } from './email-state'

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 18, minute))
const sent: MailEvidence = { kind: 'send', ok: true, at: at(10), error: null }
const failedSend: MailEvidence = { kind: 'send', ok: false, at: at(20), error: 'SMTP 451: Try again later' }
const verified: MailEvidence = { kind: 'verify', ok: true, at: at(15), error: null }
const refused: MailEvidence = { kind: 'verify', ok: false, at: at(15), error: 'ECONNREFUSED' }

describe('decideEmailState', () => {
  it('is local without a mail server, whatever the evidence', () => {
    expect(decideEmailState({ configured: false, lastAttempt: sent, startupCheck: verified })).toEqual({ state: 'local', evidence: null })
  })

  it('is unverified with a mail server and no evidence yet', () => {
    expect(decideEmailState({ configured: true, lastAttempt: null, startupCheck: null })).toEqual({ state: 'unverified', evidence: null })
  })

  it('takes the start-up check when nothing was sent', () => {
    expect(decideEmailState({ configured: true, lastAttempt: null, startupCheck: verified }).state).toBe('active')
    expect(decideEmailState({ configured: true, lastAttempt: null, startupCheck: refused })).toEqual({ state: 'failing', evidence: refused })
  })

  it('lets the newer of the last delivery attempt and the start-up check decide', () => {
    // A send before this start, then a refused check: failing.
    expect(decideEmailState({ configured: true, lastAttempt: sent, startupCheck: refused }).state).toBe('failing')
    // A failed send after a good check: failing, with the send's error.
    expect(decideEmailState({ configured: true, lastAttempt: failedSend, startupCheck: verified })).toEqual({ state: 'failing', evidence: failedSend })
    // A send that went through after a refused check: active again.
    expect(decideEmailState({ configured: true, lastAttempt: { ...sent, at: at(30) }, startupCheck: refused }).state).toBe('active')
  })
})
