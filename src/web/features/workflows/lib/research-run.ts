import { isRunActive, type ResearchRun } from '@/shared/research'
import type { ResearchAutomation } from '@/shared/workflows'

/**
 * The weekly research workflow's real state, in words (SPEC §2 "Internal Automation"): the
 * last run as the server recorded it, and how often the page asks again while one is under way.
 */

type RunStatus = ResearchRun['status']

export const runStatusLabels: Readonly<Record<RunStatus, string>> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
}

/** The badge variant of each status: under way blue, done green, failed red (the word says which too). */
export const runStatusTones = {
  queued: 'info',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
} as const satisfies Record<RunStatus, string>

export const runTriggerLabels: Readonly<Record<ResearchRun['trigger'], string>> = {
  operator: 'Started by the operator',
  schedule: 'Started by the weekly schedule',
}

/** SPEC §9's research refetch delay: how soon to ask again while a run is under way. */
export const activeRunPollMs = 2000

/** The status query's refetch interval: every 2 s while the last run is under way, otherwise never. */
export function automationPollInterval(automation: Pick<ResearchAutomation, 'lastRun'> | undefined): number | false {
  return isRunActive(automation?.lastRun) ? activeRunPollMs : false
}

/** "Found 12 · Added 5 · Updated 2" as label/value pairs for a description list. */
export function runCounts(run: Pick<ResearchRun, 'found' | 'added' | 'updated'>): { label: string; value: number }[] {
  return [
    { label: 'Found', value: run.found },
    { label: 'Added', value: run.added },
    { label: 'Updated', value: run.updated },
  ]
}

/** When the run ended, else when it started, else when it was queued. */
export function runTimestamp(run: Pick<ResearchRun, 'createdAt' | 'startedAt' | 'finishedAt'>): { label: string; value: string } {
  if (run.finishedAt) return { label: 'Finished', value: run.finishedAt }
  if (run.startedAt) return { label: 'Started', value: run.startedAt }
  return { label: 'Queued', value: run.createdAt }
}

/** Whether a run that was under way has now ended (the proposals may have changed). */
export function runJustEnded(previous: Pick<ResearchRun, 'id' | 'status'> | null | undefined, current: Pick<ResearchRun, 'id' | 'status'> | null | undefined): boolean {
  return isRunActive(previous) && current?.id === previous?.id && !isRunActive(current)
}
