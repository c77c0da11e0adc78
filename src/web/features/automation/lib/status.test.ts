import { describe, expect, it } from 'vitest'
import { automationStatusSchema, type AutomationStatus } from '@/shared/automation'
import { featureRows, isLive, liveProviderCount, providerRows } from './status'
import { formatDetailValue, formatDuration, formatLogTime, humanizeKey } from './format'

const status: AutomationStatus = automationStatusSchema.parse({
  status: 'active',
  features: { leadProcessing: true, emailAutomation: false, taskGeneration: true, leadScoring: true },
  providers: { llm: 'local', crm: 'connected', mail: 'not-configured', make: 'degraded' },
})

describe('automation status display', () => {
  it('is LIVE only when the status is active', () => {
    expect(isLive(status)).toBe(true)
    expect(isLive({ ...status, status: 'inactive' })).toBe(false)
    expect(isLive(undefined)).toBe(false)
  })

  it('lists the four tiles in SPEC order with their state', () => {
    expect(featureRows(status).map(({ label, active }) => [label, active])).toEqual([
      ['Lead Processing', true],
      ['Email Automation', false],
      ['Task Generation', true],
      ['Lead Scoring', true],
    ])
  })

  it('tells live providers from local twins', () => {
    expect(providerRows(status).map(({ key, label }) => [key, label])).toEqual([
      ['llm', 'AI analysis (OpenAI)'],
      ['crm', 'CRM mirror (Notion)'],
      ['mail', 'Email (SMTP)'],
      ['make', 'Make.com'],
    ])
    expect(providerRows(status).map(({ statusLabel }) => statusLabel)).toEqual(['Local twin', 'Live', 'Not connected', 'Degraded'])
    expect(providerRows(status).map((row) => row.tone)).toEqual(['info', 'success', 'secondary', 'warning'])
    expect(providerRows(status)[0]).toMatchObject({ status: 'local', label: 'AI analysis (OpenAI)' })
    expect(liveProviderCount(status)).toBe(1)
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
