import type { ResearchRun } from '@/shared/research'

/** SPEC §8's research toasts; the success description is SPEC's only when the run really added companies. */
export const researchCopy = {
  completeTitle: 'Research Complete',
  completeDescription: 'New companies have been added to the database. Refreshing data...',
  failedTitle: 'Research Failed',
  startFailedDescription: 'Failed to start automated research. Please try again.',
  manualAddedTitle: 'Research Added',
  manualAddedDescription: 'Company research has been added successfully.',
  manualFailedTitle: 'Failed to Add Research',
  manualFailedDescription: 'Could not add company research. Please try again.',
  empty: 'No research data available',
} as const

/** After 'Research Complete', the list is refreshed this much later (SPEC: "Refreshing data..."). */
export const refreshAfterRunMs = 2_000

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export type RunToast = { title: string; description: string; variant?: 'destructive' }

/**
 * The toast a finished run ends with. It says what the run did: SPEC's 'New companies have been
 * added' only when it added some, otherwise how many it found and updated; a failed run gives its
 * reason.
 */
export function runOutcomeToast(run: ResearchRun): RunToast {
  if (run.status === 'failed') {
    return { title: researchCopy.failedTitle, description: run.error ?? researchCopy.startFailedDescription, variant: 'destructive' }
  }
  if (run.added > 0) return { title: researchCopy.completeTitle, description: researchCopy.completeDescription }
  const where = `${run.industry === 'All' ? 'businesses' : run.industry} in ${run.location}`
  if (run.found === 0) return { title: researchCopy.completeTitle, description: `No ${where} were found. Nothing was added.` }
  return {
    title: researchCopy.completeTitle,
    description: `No new companies: the ${plural(run.found, 'business', 'businesses')} found ${run.found === 1 ? 'was' : 'were'} already researched (${plural(run.updated, 'update')}). Refreshing data...`,
  }
}

/** One line under the header about the newest run: what is happening now, or what the last run did. */
export function describeRun(run: ResearchRun): string {
  const scope = `${run.industry === 'All' ? 'All industries' : run.industry}, ${run.location}`
  switch (run.status) {
    case 'queued':
      return `Research queued: ${scope}.`
    case 'running':
      return `Researching ${scope}${run.source ? ` with ${run.source}` : ''}…`
    case 'failed':
      return `Last research failed (${scope}): ${run.error ?? 'no reason given'}`
    case 'succeeded':
      return `Last research (${scope}${run.source ? `, ${run.source}` : ''}): ${plural(run.found, 'business', 'businesses')} found, ${run.added} added, ${run.updated} updated.`
  }
}
