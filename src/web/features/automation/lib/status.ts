import type { AutomationStatus, ProviderStatus } from '@/shared/automation'

export type FeatureKey = keyof AutomationStatus['features']
export type ProviderKey = keyof AutomationStatus['providers']

/** SPEC §2: the four tiles, in order. */
export const featureTiles: readonly { key: FeatureKey; label: string; description: string }[] = [
  { key: 'leadProcessing', label: 'Lead Processing', description: 'Every form submission captured and stored first' },
  { key: 'emailAutomation', label: 'Email Automation', description: 'A personal reply, then follow-ups' },
  { key: 'taskGeneration', label: 'Task Generation', description: 'Follow-up tasks created for each lead' },
  { key: 'leadScoring', label: 'Lead Scoring', description: 'Every lead scored 0-100 and prioritised' },
]

export const providerLabels: Record<ProviderKey, string> = {
  llm: 'AI analysis (OpenAI)',
  crm: 'CRM mirror (Notion)',
  mail: 'Email (SMTP)',
  make: 'Make.com',
}

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'secondary'

/** DESIGN "Every external service has a local twin": a live service, or the twin standing in for it. */
export const providerStatusDisplay: Record<ProviderStatus, { label: string; tone: BadgeTone }> = {
  connected: { label: 'Live', tone: 'success' },
  local: { label: 'Local twin', tone: 'info' },
  degraded: { label: 'Degraded', tone: 'warning' },
  error: { label: 'Error', tone: 'danger' },
  'not-configured': { label: 'Not connected', tone: 'secondary' },
}

/** LIVE when the status is 'active' (SPEC §2). */
export function isLive(status: AutomationStatus | undefined): boolean {
  return status?.status === 'active'
}

export function featureRows(status: AutomationStatus) {
  return featureTiles.map((tile) => ({ ...tile, active: status.features[tile.key] }))
}

export function providerRows(status: AutomationStatus) {
  return (Object.keys(providerLabels) as ProviderKey[]).map((key) => ({
    key,
    label: providerLabels[key],
    status: status.providers[key],
    statusLabel: providerStatusDisplay[status.providers[key]].label,
    tone: providerStatusDisplay[status.providers[key]].tone,
  }))
}

/** How many providers run on the real service rather than a local twin. */
export function liveProviderCount(status: AutomationStatus): number {
  return Object.values(status.providers).filter((provider) => provider === 'connected').length
}
