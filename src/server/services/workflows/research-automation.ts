import { jobNames } from '@/server/jobs/names'
import { describeCron, isValidCron, nextRunAt } from '@/server/domain/workflows/schedule'
import { createResearchRuns } from '@/server/services/research/runs'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { ResearchRun, StartResearchRequest } from '@/shared/research'
import type { ResearchAutomation } from '@/shared/workflows'

/**
 * The internal weekly research workflow (SPEC §2 "Internal Automation"): a pg-boss schedule
 * (RESEARCH_SCHEDULE, in OWNER_TIME_ZONE) that starts a research run of RESEARCH_LOCATION in
 * every industry; its status; and 'Trigger Research Now' (docs/decisions/019).
 */

export type ResearchAutomationService = {
  status(): Promise<ResearchAutomation>
  /** Starts a run for the operator; a run of the same location and industry under way is answered instead. */
  trigger(request: Required<StartResearchRequest>): Promise<{ run: ResearchRun; created: boolean }>
}

export function createResearchAutomation(context: PipelineContext): ResearchAutomationService {
  const runs = createResearchRuns(context)
  const { schedule, location } = context.config.research
  const timeZone = context.config.ownerTimeZone
  return {
    async status() {
      return {
        schedule,
        scheduleDescription: describeCron(schedule, timeZone),
        location,
        nextRunAt: nextRunAt(schedule, timeZone, context.now())?.toISOString() ?? null,
        lastRun: await runs.latest(),
      }
    },
    trigger(request) {
      return runs.begin({ location: request.location, industry: request.industry, trigger: 'operator' })
    },
  }
}

/**
 * Sets the weekly schedule at start-up (after the queue started: the schedule's queue must
 * exist). An expression pg-boss cannot run is reported and any earlier schedule removed, rather
 * than keeping a schedule the configuration no longer asks for.
 */
export async function scheduleResearchAutomation(context: PipelineContext): Promise<void> {
  const { schedule } = context.config.research
  if (!isValidCron(schedule)) {
    context.log.error({ schedule }, 'RESEARCH_SCHEDULE is not a cron expression pg-boss can run: the weekly research is not scheduled')
    await context.queue.unschedule(jobNames.researchSchedule)
    return
  }
  await context.queue.schedule(jobNames.researchSchedule, schedule, {}, { tz: context.config.ownerTimeZone })
}

/** What the schedule's job does: a research run of the configured location, every industry. */
export function startScheduledResearch(context: PipelineContext): Promise<ResearchRun> {
  return createResearchRuns(context).start({ location: context.config.research.location, industry: 'All', trigger: 'schedule' })
}
