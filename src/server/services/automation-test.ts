import { randomBytes } from 'node:crypto'
import type { LeadFacts } from '@/server/db/documents'
import type { ProviderMode } from '@/server/providers'
import { pipelineSteps } from '@/shared/automation'
import { type TestWithLogsResponse } from '@/shared/automation-test'
import { listLogEntries } from './automation-log'
import { followThrough } from './pipeline/plan'
import { onlyAttempt, type PipelineContext } from './pipeline/context'
import { createRun, getRun, storeAnalysis, upsertLead } from './pipeline/records'
import { analyseLead, analysisLog, localAnalysis } from './pipeline/steps/analyse'
import { mirrorToCrm } from './pipeline/steps/crm'
import { sendFirstAnswer } from './pipeline/steps/first-answer'
import { postToMake } from './pipeline/steps/make'
import { notifyOwner } from './pipeline/steps/owner'
import { logStep, logSteps } from './pipeline/steps/step-log'

/**
 * POST /api/automation/test and /test-with-logs: the whole pipeline on a sample lead, step by
 * step in this request (the same step functions the workers run), so the answer carries the
 * real results and log entries. In sandbox mode every provider is its local twin: nothing
 * leaves the server. Each run makes its own sample lead (flagged is_sample), so the once-per-lead
 * steps run every time.
 */

/** The sample lead's address: example.com in the sandbox, the owner's inbox (plus a tag) when live. */
export function sampleLeadEmail(mode: ProviderMode, tag: string, ownerEmail: string): string {
  const address = /<([^>]+)>/.exec(ownerEmail)?.[1] ?? ownerEmail
  const [local, domain] = address.split('@')
  return mode === 'live' && local && domain ? `${local.split('+')[0]}+lead-test-${tag}@${domain}` : `sample-lead+${tag}@example.com`
}

export function sampleLeadFacts(email: string): LeadFacts {
  return {
    source: 'test',
    fullName: 'Sam Sample',
    businessName: 'Sample Roofing Co.',
    email,
    phone: '(859) 555-0100',
    businessType: 'roofing',
    monthlyRevenue: '100k-250k',
    primaryPainPoint: 'not-enough-leads',
    automationNeeds:
      'We miss calls while the crews are up on roofs and lose 5-10 inspection requests a week. We want instant replies, booked inspections and follow-ups, asap. Today it is Google, a spreadsheet and voicemail.',
  }
}

export type AutomationTester = ReturnType<typeof createAutomationTester>

export function createAutomationTester(context: PipelineContext) {
  return {
    async run(mode: ProviderMode): Promise<TestWithLogsResponse> {
      const started = performance.now()
      const tag = randomBytes(4).toString('hex')
      const facts = sampleLeadFacts(sampleLeadEmail(mode, tag, context.config.ownerEmail))
      const initial = localAnalysis(facts)
      const runId = await context.db.transaction(async (tx) => {
        const lead = await upsertLead(tx, facts, initial, { isSample: true })
        const run = await createRun(tx, { leadId: lead.id, source: 'test', submissionId: null, mode, facts })
        await logStep(
          tx,
          run,
          pipelineSteps.capture,
          'success',
          mode === 'sandbox'
            ? 'Sample lead created for the automation test (sandbox: local providers, nothing leaves the server)'
            : 'Sample lead created for the automation test (live: configured services)',
          { sample: true },
        )
        return run.id
      })

      let run = await getRun(context.db, runId)
      const analysis = await analyseLead(context, run, onlyAttempt)
      await context.db.transaction(async (tx) => {
        await storeAnalysis(tx, run, analysis)
        await logSteps(tx, run, [analysisLog(analysis)])
      })
      run = await getRun(context.db, runId)
      const outcome = await followThrough(context, run, analysis, { enqueueNext: false })
      const firstAnswer = await sendFirstAnswer(context, run, analysis, onlyAttempt)
      await mirrorToCrm(context, run, analysis, onlyAttempt)
      await postToMake(context, run, analysis, onlyAttempt)
      await notifyOwner(context, run, analysis, onlyAttempt)

      const logs = await listLogEntries(context.db, { runId })
      return {
        success: !logs.some((entry) => entry.status === 'error'),
        mode,
        testResults: {
          leadScore: analysis.score,
          priority: analysis.priority,
          emailGenerated: firstAnswer.generated,
          tasksCreated: outcome.tasksCreated,
          emailsScheduled: outcome.followUpsScheduled,
          processingTime: Math.round(performance.now() - started),
        },
        logs,
      }
    },
  }
}
