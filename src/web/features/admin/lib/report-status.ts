import type { LeadDetail } from '@/shared/admin'

export type AssessmentReportInfo = LeadDetail['reports'][number]
type OutboxStatus = NonNullable<AssessmentReportInfo['analysisEmail']>

const emailWords: Record<OutboxStatus, string> = {
  draft: 'draft',
  scheduled: 'scheduled',
  pending: 'queued',
  sending: 'sending',
  sent: 'sent',
  'not-sent': 'not sent (no mail server)',
  failed: 'failed',
  cancelled: 'cancelled',
  held: 'held (hourly e-mail cap)',
}

/** One line per report: where it stands, from its own state and its two e-mails' states. */
export function describeReport(report: AssessmentReportInfo): { label: string; tone: 'success' | 'info' | 'warning' | 'danger' | 'neutral'; lines: string[] } {
  const email = (status: AssessmentReportInfo['analysisEmail']) => (status ? emailWords[status] : 'not written yet')
  const lines = [`AI analysis e-mail: ${email(report.analysisEmail)}`, `Strategy report e-mail: ${email(report.strategyEmail)}`]
  if (report.status === 'cancelled') return { label: 'Stopped: the lead unsubscribed', tone: 'neutral', lines }
  if (report.status === 'queued') return { label: 'Queued: being prepared', tone: 'info', lines }
  if (report.analysisEmail === 'failed' || report.strategyEmail === 'failed') return { label: 'Ready, an e-mail failed', tone: 'danger', lines }
  if (report.strategyEmail === 'sent') return { label: 'Sent', tone: 'success', lines }
  if (report.strategyEmail === 'not-sent' || report.analysisEmail === 'not-sent') return { label: 'Ready, not e-mailed (no mail server)', tone: 'warning', lines }
  return { label: `Ready (${report.generatedBy === 'openai' ? 'language model' : 'rules'})`, tone: 'info', lines }
}
