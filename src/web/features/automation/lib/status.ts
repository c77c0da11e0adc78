import { automationStatusSchema, featureDetailsSchema, providerStatusSchema, type AdConnection, type AdConnections, type ProviderStatus } from '@/shared/automation'
import type { InboundState } from '@/shared/inbound'
import { followUpTaskCount } from '@/shared/scoring-model'
import { z } from '@/shared/zod'

/**
 * The dashboard's reading of GET /api/automation/status (docs/decisions/017). It accepts any
 * payload that has SPEC §3's `status` and `features`: every other part is used when present and
 * well formed, and left out otherwise, so an older or a foreign server still gets a dashboard
 * rather than 'Connection Issue'.
 */
const optionalPart = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
const detail = featureDetailsSchema.shape

export const dashboardStatusSchema = z.object({
  status: z.string(),
  features: automationStatusSchema.shape.features,
  providers: optionalPart(
    z.object({ llm: providerStatusSchema, crm: providerStatusSchema, mail: providerStatusSchema, make: providerStatusSchema, sms: optionalPart(providerStatusSchema) }),
  ),
  details: optionalPart(
    z.object({
      leadProcessing: optionalPart(detail.leadProcessing),
      emailAutomation: optionalPart(detail.emailAutomation),
      taskGeneration: optionalPart(detail.taskGeneration),
      leadScoring: optionalPart(detail.leadScoring),
      crm: optionalPart(detail.crm),
      make: optionalPart(detail.make),
      inboundEmail: optionalPart(detail.inboundEmail),
      adConnections: optionalPart(detail.adConnections),
    }),
  ),
})
export type DashboardStatus = z.infer<typeof dashboardStatusSchema>

export function parseDashboardStatus(body: unknown): DashboardStatus {
  return dashboardStatusSchema.parse(body)
}

export type FeatureKey = keyof DashboardStatus['features']
export type ProviderKey = 'llm' | 'crm' | 'mail' | 'make' | 'sms'
export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'secondary'

/** LIVE when the status is 'active' (SPEC §2). */
export function isLive(status: DashboardStatus | undefined): boolean {
  return status?.status === 'active'
}

/** Each feature's state in words: the badge, its colour, and one sentence true for it. */
export type StateView = { badge: string; tone: Tone; summary: string }

/** The e-mail state, from its detail or, without one, from the SPEC boolean alone. */
export function emailState(status: DashboardStatus) {
  return status.details?.emailAutomation?.state ?? (status.features.emailAutomation ? 'active' : 'unknown')
}

export function scoringState(status: DashboardStatus) {
  return status.details?.leadScoring?.state ?? (status.features.leadScoring ? 'active' : 'unknown')
}

const offline: StateView = { badge: 'Offline', tone: 'danger', summary: 'The database or the job queue is not answering: new leads wait until it is back.' }
const disabled = (summary: string): StateView => ({ badge: 'Disabled', tone: 'secondary', summary })

export const emailViews: Record<ReturnType<typeof emailState>, StateView> = {
  active: { badge: 'Active', tone: 'success', summary: 'Replies and follow-ups are sent through your mail server.' },
  local: { badge: 'Local', tone: 'info', summary: 'Stored, not sent: no mail server is configured, so e-mails stay in the outbox.' },
  unverified: { badge: 'Checking', tone: 'secondary', summary: 'A mail server is configured; it has not answered a check or a send yet.' },
  failing: { badge: 'Failing', tone: 'danger', summary: 'Sending fails: e-mails stay in the outbox, unsent.' },
  offline: { badge: 'Offline', tone: 'danger', summary: 'Nothing is sent while the job queue is not answering.' },
  unknown: disabled('E-mails are not being sent right now.'),
}

export const scoringViews: Record<ReturnType<typeof scoringState>, StateView> = {
  openai: { badge: 'Active', tone: 'success', summary: 'Every lead scored 0-100 by the AI model.' },
  local: { badge: 'Active', tone: 'success', summary: 'Every lead scored 0-100 by the local rules (no AI model configured).' },
  degraded: { badge: 'Degraded', tone: 'warning', summary: 'The AI model is failing: the local rules score leads meanwhile.' },
  active: { badge: 'Active', tone: 'success', summary: 'Every lead scored 0-100 and prioritised.' },
  offline,
  unknown: disabled('Leads are not being scored right now.'),
}

const pipelineView = (state: 'active' | 'offline' | undefined, working: boolean, active: string, idle: string): StateView =>
  state === 'offline' ? offline : working ? { badge: 'Active', tone: 'success', summary: active } : disabled(idle)

/** SPEC §2: the four tiles, in order, each with its state. */
export function featureTiles(status: DashboardStatus): { key: FeatureKey; label: string; view: StateView; notes: string[] }[] {
  const details = status.details
  return [
    {
      key: 'leadProcessing',
      label: 'Lead Processing',
      view: pipelineView(details?.leadProcessing?.state, status.features.leadProcessing, 'Every form submission stored first, then processed.', 'Submissions are not being processed right now.'),
      notes: [
        ...runsNote(details?.leadProcessing?.runs),
        // Active: the latest degraded run's problem; offline: what is down.
        ...(details?.leadProcessing?.lastError
          ? [`${details.leadProcessing.state === 'offline' ? 'Last error' : 'Latest problem in a run'}: ${details.leadProcessing.lastError}`]
          : []),
      ],
    },
    {
      key: 'emailAutomation',
      label: 'Email Automation',
      view: emailViews[emailState(status)],
      notes: emailNotes(status),
    },
    {
      key: 'taskGeneration',
      label: 'Task Generation',
      view: pipelineView(details?.taskGeneration?.state, status.features.taskGeneration, `${followUpTaskCount} follow-up tasks created for each new lead.`, 'Tasks are not being created right now.'),
      notes: errorNote(details?.taskGeneration?.lastError),
    },
    {
      key: 'leadScoring',
      label: 'Lead Scoring',
      view: scoringViews[scoringState(status)],
      notes: [
        ...(details?.leadScoring?.model && details.leadScoring.state !== 'local' ? [`Model: ${details.leadScoring.model}`] : []),
        ...errorNote(details?.leadScoring?.lastError),
      ],
    },
  ]
}

const errorNote = (error: string | undefined) => (error ? [`Last error: ${error}`] : [])

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function runsNote(runs: { last24h: number; degraded: number } | undefined): string[] {
  if (!runs) return []
  return [`${plural(runs.last24h, 'pipeline run')} in the last 24 hours${runs.degraded > 0 ? `, ${runs.degraded} degraded by a failing service` : ''}.`]
}

/** The operator's details of e-mail: the error, what waits unsent, and what the state rests on. */
function emailNotes(status: DashboardStatus): string[] {
  const email = status.details?.emailAutomation
  if (!email) return []
  const notes = errorNote(email.lastError)
  if (email.unsent !== undefined && (email.unsent > 0 || email.state === 'failing')) notes.push(`${plural(email.unsent, 'unsent e-mail')} in the outbox.`)
  if (email.evidence && (email.state === 'active' || email.state === 'failing')) {
    const ok = email.state === 'active'
    const when = formatEvidenceTime(email.evidence.at)
    notes.push(
      email.evidence.kind === 'send'
        ? `${ok ? 'Last e-mail sent' : 'Last send failed'}: ${when}.`
        : `${ok ? 'Mail server answered the start-up check' : 'Start-up check of the mail server failed'}: ${when}.`,
    )
  }
  return notes
}

/** A time the operator reads: the visitor's locale and zone (call after the data arrives, not at prerender). */
export function formatEvidenceTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })
}

const providerLabels: Record<ProviderKey, string> = {
  llm: 'AI analysis (OpenAI)',
  crm: 'CRM mirror (Notion)',
  mail: 'Email (SMTP)',
  make: 'Make.com',
  sms: 'Texts (Twilio)',
}

/** Before details existed, the status said only which implementation serves each provider. */
const providerStatusViews: Record<ProviderStatus, { label: string; tone: Tone }> = {
  connected: { label: 'Configured', tone: 'success' },
  local: { label: 'Local twin', tone: 'info' },
  degraded: { label: 'Failing', tone: 'danger' },
  error: { label: 'Failing', tone: 'danger' },
  'not-configured': { label: 'Not connected', tone: 'secondary' },
}

type ProviderRow = { key: ProviderKey | 'inbound' | AdConnectionKey; label: string; statusLabel: string; tone: Tone; note?: string; detail?: string }

type AdConnectionKey = keyof AdConnections

/** Issue 33: each connection with an ad platform, and what its last event was. */
const adConnectionLabels: Record<AdConnectionKey, { label: string; lastEvent: string; none: string }> = {
  metaLeads: { label: 'Meta lead ads', lastEvent: 'Last lead', none: 'No lead yet' },
  googleLeads: { label: 'Google Ads lead forms', lastEvent: 'Last lead', none: 'No lead yet' },
  metaConversions: { label: 'Meta Conversions API', lastEvent: 'Last outcome sent', none: 'No outcome sent yet' },
  googleConversions: { label: 'Google Ads conversions feed', lastEvent: 'Last fetched by Google', none: 'Not fetched yet' },
}

const adConnectionViews: Record<AdConnection['state'], { statusLabel: string; tone: Tone }> = {
  on: { statusLabel: 'Connected', tone: 'success' },
  failing: { statusLabel: 'Failing', tone: 'danger' },
  off: { statusLabel: 'Off', tone: 'secondary' },
}

function adRows(status: DashboardStatus): ProviderRow[] {
  const connections = status.details?.adConnections
  if (!connections) return []
  return (Object.keys(adConnectionLabels) as AdConnectionKey[]).map((key) => {
    const connection = connections[key]
    const words = adConnectionLabels[key]
    // The operator's payload carries the times; the public one only the states.
    const detail = connection.state === 'off' || connection.lastEventAt === undefined ? undefined : connection.lastEventAt ? `${words.lastEvent}: ${formatEvidenceTime(connection.lastEventAt)}` : words.none
    return { key, label: words.label, ...adConnectionViews[connection.state], ...(connection.lastError ? { note: connection.lastError } : {}), ...(detail ? { detail } : {}) }
  })
}

/**
 * Reading replies and bounces from the mailbox (issue 23): 'Active' only while the last read
 * succeeded; the failure in words for the operator.
 */
const inboundViews: Record<InboundState, { statusLabel: string; tone: Tone }> = {
  active: { statusLabel: 'Active', tone: 'success' },
  standby: { statusLabel: 'Active (another instance reads)', tone: 'success' },
  starting: { statusLabel: 'Checking', tone: 'info' },
  failing: { statusLabel: 'Failing', tone: 'danger' },
  off: { statusLabel: 'Not configured', tone: 'secondary' },
}

function inboundRow(status: DashboardStatus): ProviderRow[] {
  const inbound = status.details?.inboundEmail
  if (!inbound) return []
  return [{ key: 'inbound', label: 'Inbound e-mail (IMAP)', ...inboundViews[inbound.state], ...(inbound.lastError ? { note: inbound.lastError } : {}) }]
}

/** DESIGN "Every external service has a local twin": which one serves, and whether it works. */
export function providerRows(status: DashboardStatus): ProviderRow[] {
  const details = status.details
  const fromDetails = (key: ProviderKey): Omit<ProviderRow, 'key' | 'label'> | undefined => {
    if (key === 'mail' && details?.emailAutomation) {
      const { state, lastError } = details.emailAutomation
      if (state === 'local') return { statusLabel: 'Local twin', tone: 'info' }
      return { statusLabel: emailViews[state].badge, tone: emailViews[state].tone, note: lastError }
    }
    if (key === 'llm' && details?.leadScoring && details.leadScoring.state !== 'offline') {
      const { state, lastError } = details.leadScoring
      if (state === 'local') return { statusLabel: 'Local twin', tone: 'info' }
      return state === 'degraded' ? { statusLabel: 'Failing', tone: 'danger', note: lastError } : { statusLabel: 'Configured', tone: 'success' }
    }
    const connection = key === 'crm' ? details?.crm : key === 'make' ? details?.make : undefined
    if (connection) {
      if (connection.state === 'configured') return { statusLabel: 'Configured', tone: 'success' }
      if (connection.state === 'failing') return { statusLabel: 'Failing', tone: 'danger', note: connection.lastError }
      return key === 'crm' ? { statusLabel: 'Local twin', tone: 'info' } : { statusLabel: 'Not connected', tone: 'secondary' }
    }
    const provider = status.providers?.[key]
    // Texts have no twin: unset, none is ever attempted, and the dashboard says they are off.
    if (key === 'sms' && provider === 'not-configured') return { statusLabel: 'Off', tone: 'secondary' }
    return provider ? { statusLabel: providerStatusViews[provider].label, tone: providerStatusViews[provider].tone } : undefined
  }
  const rows = (Object.keys(providerLabels) as ProviderKey[]).flatMap((key) => {
    const row = fromDetails(key)
    return row ? [{ key, label: providerLabels[key], ...row }] : []
  })
  return [...rows, ...inboundRow(status), ...adRows(status)]
}
