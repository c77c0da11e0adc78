import { describe, expect, it } from 'vitest'
import { describeReport, type AssessmentReportInfo } from './report-status'

const report: AssessmentReportInfo = {
  id: 'r1',
  assessmentId: 'a1',
  status: 'ready',
  generatedBy: 'local',
  createdAt: '2026-11-23T12:00:00Z',
  generatedAt: '2026-11-23T12:05:00Z',
  url: '/report/token',
  analysisEmail: 'sent',
  strategyEmail: null,
}

describe("an assessment report's state", () => {
  it('says queued until generated, then follows its e-mails', () => {
    expect(describeReport({ ...report, status: 'queued', generatedBy: null, analysisEmail: null }).label).toBe('Queued: being prepared')
    expect(describeReport(report)).toMatchObject({ label: 'Ready (rules)', lines: ['AI analysis e-mail: sent', 'Strategy report e-mail: not written yet'] })
    expect(describeReport({ ...report, strategyEmail: 'sent' }).label).toBe('Sent')
  })

  it('says when an e-mail failed, was kept unsent, or the lead unsubscribed', () => {
    expect(describeReport({ ...report, strategyEmail: 'failed' })).toMatchObject({ label: 'Ready, an e-mail failed', tone: 'danger' })
    expect(describeReport({ ...report, analysisEmail: 'not-sent', strategyEmail: 'not-sent' }).label).toBe('Ready, not e-mailed (no mail server)')
    expect(describeReport({ ...report, status: 'cancelled' }).label).toBe('Stopped: the lead unsubscribed')
  })
})
