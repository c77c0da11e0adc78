import { describe, expect, it } from 'vitest'
import { automationStatusSchema } from '@/shared/automation'
import { localAutomationStatus } from '../../../../../tests/support/automation-status'
import { completion, howItWorks, liveFeatures } from './status-copy'
import { featureTiles, formatEvidenceTime, isLive, parseDashboardStatus, providerRows, type DashboardStatus } from './status'
import { formatDetailValue, formatDuration, formatLogTime, humanizeKey } from './format'

const features = { leadProcessing: true, emailAutomation: true, taskGeneration: true, leadScoring: true }

/** What the server answers, signed out and signed in (docs/decisions/017): its local status, with Notion configured. */
const publicStatus = parseDashboardStatus(
  automationStatusSchema.parse({
    ...localAutomationStatus,
    providers: { ...localAutomationStatus.providers, crm: 'connected' },
    details: { ...localAutomationStatus.details, crm: { state: 'configured' } },
  }),
)
const failingForOperator = parseDashboardStatus({
  ...publicStatus,
  details: {
    ...publicStatus.details,
    leadProcessing: { state: 'active', runs: { last24h: 3, degraded: 1 } },
    emailAutomation: { state: 'failing', lastError: 'connect ECONNREFUSED 127.0.0.1:2525', unsent: 2, evidence: { kind: 'verify', at: '2026-03-10T18:05:00Z' } },
    leadScoring: { state: 'degraded', model: 'gpt-4o-mini', lastError: 'OpenAI 500' },
  },
})
const tileOf = (status: DashboardStatus, key: string) => featureTiles(status).find((tile) => tile.key === key)!

describe('reading the status', () => {
  it('accepts a payload with only SPEC’s status and features, and renders every part from it', () => {
    const minimal = parseDashboardStatus({ status: 'active', features })
    expect(isLive(minimal)).toBe(true)
    expect(featureTiles(minimal).map(({ label, view }) => [label, view.badge])).toEqual([
      ['Lead Processing', 'Active'],
      ['Email Automation', 'Active'],
      ['Task Generation', 'Active'],
      ['Lead Scoring', 'Active'],
    ])
    expect(featureTiles(minimal).every((tile) => tile.notes.length === 0)).toBe(true)
    expect(providerRows(minimal)).toEqual([])
    expect(liveFeatures(minimal).lines.map((line) => line.text)).toHaveLength(4)
    expect(howItWorks(minimal)).toHaveLength(4)
    expect(completion(minimal).complete).toBe(true)
  })

  it('accepts any status word and ignores malformed optional parts instead of failing', () => {
    const odd = parseDashboardStatus({ status: 'degraded', features, providers: 'yes', details: { emailAutomation: { state: 'exploded' }, crm: { state: 'failing' } } })
    expect(isLive(odd)).toBe(false)
    expect(odd.providers).toBeUndefined()
    expect(odd.details?.emailAutomation).toBeUndefined()
    expect(odd.details?.crm).toEqual({ state: 'failing' })
    expect(tileOf(odd, 'emailAutomation').view.badge).toBe('Active')
  })

  it('still refuses what is not a status: no features, or a feature that is not a boolean', () => {
    expect(() => parseDashboardStatus({ status: 'active' })).toThrow()
    expect(() => parseDashboardStatus({ status: 'active', features: { ...features, leadScoring: 'yes' } })).toThrow()
  })

  it('is LIVE only when the status is active', () => {
    expect(isLive(publicStatus)).toBe(true)
    expect(isLive({ ...publicStatus, status: 'inactive' })).toBe(false)
    expect(isLive(undefined)).toBe(false)
  })
})

describe('the four tiles', () => {
  it('says e-mail is local, stored and not sent, when no mail server is configured', () => {
    const email = tileOf(publicStatus, 'emailAutomation')
    expect(email.view).toEqual({ badge: 'Local', tone: 'info', summary: 'Stored, not sent: no mail server is configured, so e-mails stay in the outbox.' })
    expect(email.notes).toEqual([])
    expect(tileOf(publicStatus, 'leadScoring').view.summary).toBe('Every lead scored 0-100 by the local rules (no AI model configured).')
  })

  it('shows the operator the last error, the unsent count, the runs and the check behind the state', () => {
    const email = tileOf(failingForOperator, 'emailAutomation')
    expect(email.view.badge).toBe('Failing')
    expect(email.view.tone).toBe('danger')
    expect(email.notes[0]).toBe('Last error: connect ECONNREFUSED 127.0.0.1:2525')
    expect(email.notes[1]).toBe('2 unsent e-mails in the outbox.')
    expect(email.notes[2]).toMatch(/^Start-up check of the mail server failed: /)
    expect(tileOf(failingForOperator, 'leadProcessing').notes).toEqual(['3 pipeline runs in the last 24 hours, 1 degraded by a failing service.'])
    expect(tileOf(failingForOperator, 'leadScoring').view).toMatchObject({ badge: 'Degraded', tone: 'warning' })
    expect(tileOf(failingForOperator, 'leadScoring').notes).toEqual(['Model: gpt-4o-mini', 'Last error: OpenAI 500'])
  })

  it('says Offline when the database or queue is down, and Disabled for a bare false', () => {
    const down = parseDashboardStatus({
      status: 'inactive',
      features: { leadProcessing: false, emailAutomation: false, taskGeneration: false, leadScoring: false },
      details: { leadProcessing: { state: 'offline' }, emailAutomation: { state: 'offline' }, taskGeneration: { state: 'offline' }, leadScoring: { state: 'offline' } },
    })
    expect(featureTiles(down).map((tile) => tile.view.badge)).toEqual(['Offline', 'Offline', 'Offline', 'Offline'])
    const bare = parseDashboardStatus({ status: 'inactive', features: { ...features, emailAutomation: false, taskGeneration: false } })
    expect(featureTiles(bare).map((tile) => tile.view.badge)).toEqual(['Active', 'Disabled', 'Disabled', 'Active'])
  })
})

describe('connected services', () => {
  it('tells configured services from local twins, and shows a failing one with its error', () => {
    expect(providerRows(publicStatus).map(({ key, label, statusLabel, tone }) => [key, label, statusLabel, tone])).toEqual([
      ['llm', 'AI analysis (OpenAI)', 'Local twin', 'info'],
      ['crm', 'CRM mirror (Notion)', 'Configured', 'success'],
      ['mail', 'Email (SMTP)', 'Local twin', 'info'],
      ['make', 'Make.com', 'Not connected', 'secondary'],
      ['sms', 'Texts (Twilio)', 'Off', 'secondary'],
      ['inbound', 'Inbound e-mail (IMAP)', 'Not configured', 'secondary'],
      ['metaLeads', 'Meta lead ads', 'Off', 'secondary'],
      ['googleLeads', 'Google Ads lead forms', 'Off', 'secondary'],
      ['metaConversions', 'Meta Conversions API', 'Off', 'secondary'],
      ['googleConversions', 'Google Ads conversions feed', 'Off', 'secondary'],
    ])
    const failing = providerRows(failingForOperator)
    expect(failing.find((row) => row.key === 'mail')).toMatchObject({ statusLabel: 'Failing', tone: 'danger', note: 'connect ECONNREFUSED 127.0.0.1:2525' })
    expect(failing.find((row) => row.key === 'llm')).toMatchObject({ statusLabel: 'Failing', note: 'OpenAI 500' })
  })

  it('says texts are off when no Twilio account is configured, and configured or failing otherwise', () => {
    const texts = (sms: string) => providerRows(parseDashboardStatus({ ...publicStatus, providers: { ...publicStatus.providers, sms } })).find((row) => row.key === 'sms')
    expect(texts('not-configured')).toMatchObject({ label: 'Texts (Twilio)', statusLabel: 'Off', tone: 'secondary' })
    expect(texts('connected')).toMatchObject({ statusLabel: 'Configured', tone: 'success' })
    expect(texts('degraded')).toMatchObject({ statusLabel: 'Failing', tone: 'danger' })
  })

  it('calls inbound e-mail active only while its last read succeeded, and names a failing read', () => {
    const withInbound = (inboundEmail: object) => providerRows(parseDashboardStatus({ ...publicStatus, details: { ...publicStatus.details, inboundEmail } })).find((row) => row.key === 'inbound')
    expect(withInbound({ state: 'active', folder: 'INBOX', lastSuccessAt: '2026-11-27T02:00:00Z' })).toMatchObject({ statusLabel: 'Active', tone: 'success' })
    expect(withInbound({ state: 'failing', lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:993' })).toMatchObject({
      statusLabel: 'Failing',
      tone: 'danger',
      note: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:993',
    })
    expect(withInbound({ state: 'starting' })).toMatchObject({ statusLabel: 'Checking', tone: 'info' })
    expect(withInbound({ state: 'off' })).toMatchObject({ statusLabel: 'Not configured', tone: 'secondary' })
    // An older server that says nothing of inbound e-mail gets no row, rather than a guess.
    expect(providerRows(parseDashboardStatus({ status: 'active', features })).some((row) => row.key === 'inbound')).toBe(false)
  })

  it('shows each ad connection with its last event for the operator, and its failure', () => {
    const withAds = (adConnections: object) => providerRows(parseDashboardStatus({ ...publicStatus, details: { ...publicStatus.details, adConnections } }))
    const at = '2027-03-08T15:04:00Z'
    const rows = withAds({
      metaLeads: { state: 'on', lastEventAt: at },
      googleLeads: { state: 'on', lastEventAt: null },
      metaConversions: { state: 'failing', lastEventAt: null, lastError: 'Conversions API 400 (code 190): Invalid OAuth access token' },
      googleConversions: { state: 'off' },
    })
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]))
    expect(byKey.metaLeads).toMatchObject({ statusLabel: 'Connected', tone: 'success', detail: `Last lead: ${formatEvidenceTime(at)}` })
    expect(byKey.googleLeads).toMatchObject({ statusLabel: 'Connected', detail: 'No lead yet' })
    expect(byKey.metaConversions).toMatchObject({ statusLabel: 'Failing', tone: 'danger', detail: 'No outcome sent yet', note: 'Conversions API 400 (code 190): Invalid OAuth access token' })
    expect(byKey.googleConversions).toMatchObject({ statusLabel: 'Off', tone: 'secondary' })
    expect(byKey.googleConversions!.detail).toBeUndefined()
    // The public payload carries the states alone: no "not yet", which it cannot know.
    expect(withAds({ metaLeads: { state: 'on' }, googleLeads: { state: 'on' }, metaConversions: { state: 'on' }, googleConversions: { state: 'on' } }).every((row) => row.detail === undefined)).toBe(true)
  })

  it('falls back to the providers field when there are no details', () => {
    const old = parseDashboardStatus({ status: 'active', features, providers: { llm: 'connected', crm: 'local', mail: 'degraded', make: 'not-configured' } })
    expect(providerRows(old).map((row) => row.statusLabel)).toEqual(['Configured', 'Local twin', 'Failing', 'Not connected'])
  })
})

describe('sentences true for the state', () => {
  it('never says "sent" unless e-mail is active', () => {
    for (const state of ['local', 'unverified', 'failing', 'offline'] as const) {
      const status = parseDashboardStatus({ ...publicStatus, details: { ...publicStatus.details, emailAutomation: { state } } })
      const sentences = [
        ...liveFeatures(status).lines.map((line) => line.text),
        ...howItWorks(status).map((step) => step.text),
        completion(status).text,
        tileOf(status, 'emailAutomation').view.summary,
      ].join(' ')
      expect(sentences, state).not.toMatch(/\bsent within|goes out|sent at|you get an e-mail|answered and followed up/)
      expect(completion(status).complete).toBe(false)
    }
  })

  it('says what is missing when the system is not complete', () => {
    expect(completion(publicStatus)).toEqual({
      complete: false,
      title: 'Your lead response system is almost complete',
      text: 'Every lead is captured, scored and given follow-up tasks, but no e-mail is sent until a mail server (SMTP_URL) is configured.',
    })
    expect(liveFeatures(publicStatus).lines[1]).toEqual({
      text: 'A personal e-mail reply written for every lead and kept in the outbox: no mail server is configured, so it is not sent',
      working: false,
    })
    expect(liveFeatures(publicStatus).lines[2]!.text).toBe('5 follow-up tasks created in your CRM for every lead and mirrored to Notion')
  })

  it('promises sending, and the AI, only when they work', () => {
    const working = parseDashboardStatus({
      ...publicStatus,
      features,
      details: { ...publicStatus.details, emailAutomation: { state: 'active' }, leadScoring: { state: 'openai' } },
    })
    expect(liveFeatures(working).lines.map((line) => line.text)).toEqual([
      'Every lead scored 0-100 and prioritised by the AI model',
      'A personal e-mail reply written and sent within seconds',
      '5 follow-up tasks created in your CRM for every lead and mirrored to Notion',
      'Follow-up e-mails sent at 24 hours and 7 days, unless the lead unsubscribes',
    ])
    expect(howItWorks(working)[1]!.title).toBe('AI scores the lead')
    expect(howItWorks(publicStatus)[1]!.title).toBe('The lead is scored')
    expect(completion(working).title).toBe('Your lead response system is complete')
  })
})

describe('formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 ms')
    expect(formatDuration(850.4)).toBe('850 ms')
    expect(formatDuration(2400)).toBe('2.4 s')
  })

  it('formats a log time and keeps an unparseable one as it is', () => {
    expect(formatLogTime('2025-03-10T14:05:09Z', 'en-GB').replace(/\D/g, '').length).toBe(6)
    expect(formatLogTime('soon')).toBe('soon')
  })

  it('humanises detail keys and values', () => {
    expect(humanizeKey('emailsScheduled')).toBe('Emails scheduled')
    expect(humanizeKey('lead_score')).toBe('Lead score')
    expect(formatDetailValue(true)).toBe('Yes')
    expect(formatDetailValue(42)).toBe('42')
    expect(formatDetailValue(null)).toBe('—')
    expect(formatDetailValue({ a: 1 })).toBe('{"a":1}')
  })
})
