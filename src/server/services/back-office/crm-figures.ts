import { and, gt, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { leads } from '@/server/db/schema'
import type { EmailTruthState } from '@/server/services/email-state'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { activeDealStatuses, wonStatus, type CrmStats, type EmailState } from '@/shared/admin'
import { realLeads } from './query-parts'

/**
 * The CRM tab's four stat cards and its e-mail banner, computed from the data (docs/decisions/013,
 * redefined by 037). Each card has one definition, here:
 * - Total Leads: the leads (sample leads of the automation test never count);
 * - Active Deals: the leads whose status is a deal under way (Interested, Demo Scheduled, Proposal Sent);
 * - Monthly Revenue: what the won deals bring a month: each Won lead's deal value as the owner
 *   confirmed it, else its estimate;
 * - Conversion Rate: Won leads as a share of all leads.
 */

const dayMs = 24 * 60 * 60 * 1000
const windowDays = 30

/** The four figures over one set of leads. */
export type CrmFigures = { totalLeads: number; activeDeals: number; monthlyRevenue: number; conversionRate: number }

/** Won deals as a share of all leads, in percent to one decimal; 0 with no leads. */
export function conversionRate(won: number, totalLeads: number): number {
  return totalLeads === 0 ? 0 : Math.round((won / totalLeads) * 1000) / 10
}

const isActiveDeal = inArray(leads.status, [...activeDealStatuses])
const isWon = sql`${leads.status} = ${wonStatus}`
/** What a deal is worth a month: the owner's figure, else the estimate (the insights use the same). */
export const dealWorth = sql`coalesce(${leads.dealValue}, ${leads.estimatedValue})`

/** The SQL aggregates of one window of leads (all of them when `window` is undefined). */
function figuresOver(window: SQL | undefined) {
  const within = window ?? sql`true`
  return {
    total: sql<number>`count(*) filter (where ${within})::int`,
    active: sql<number>`count(*) filter (where ${within} and ${isActiveDeal})::int`,
    won: sql<number>`count(*) filter (where ${within} and ${isWon})::int`,
    wonValue: sql<number>`coalesce(sum(${dealWorth}) filter (where ${within} and ${isWon}), 0)::int`,
    value: sql<number>`coalesce(sum(${leads.estimatedValue}) filter (where ${within}), 0)::int`,
  }
}

type Aggregates = { total: number; active: number; won: number; wonValue: number; value: number }

const toFigures = (row: Aggregates): CrmFigures => ({
  totalLeads: row.total,
  activeDeals: row.active,
  monthlyRevenue: row.wonValue,
  conversionRate: conversionRate(row.won, row.total),
})

export function createCrmFigures(context: PipelineContext) {
  return {
    /**
     * GET /api/admin/crm-stats: each card's all-time value, and the same figure over the leads
     * created in the last 30 days (current) and in the 30 days before (previous).
     */
    async stats(): Promise<CrmStats> {
      const now = context.now().getTime()
      const since = (days: number) => new Date(now - days * dayMs)
      const current = and(gt(leads.createdAt, since(windowDays)), lte(leads.createdAt, new Date(now)))
      const previous = and(gt(leads.createdAt, since(2 * windowDays)), lte(leads.createdAt, since(windowDays)))
      const [row] = await context.db
        .select({ all: figuresOver(undefined), current: figuresOver(current), previous: figuresOver(previous) })
        .from(leads)
        .where(realLeads)
      const [allTime, last30, before] = [toFigures(row!.all), toFigures(row!.current), toFigures(row!.previous)]
      const card = (key: keyof CrmFigures) => ({ value: allTime[key], current: last30[key], previous: before[key] })
      return {
        totalLeads: card('totalLeads'),
        activeDeals: card('activeDeals'),
        monthlyRevenue: card('monthlyRevenue'),
        conversionRate: card('conversionRate'),
        potentialValue: row!.all.value,
      }
    },

    /**
     * GET /api/admin/email-state: what e-mail really does now, from the one source the automation
     * status reads too (services/email-state.ts, docs/decisions/017), in the banner's words.
     */
    async emailState(): Promise<EmailState> {
      const truth = await context.emailState.read()
      return {
        state: bannerStates[truth.state],
        fromEmail: context.config.providers.mailFrom,
        lastSentAt: truth.lastSentAt?.toISOString() ?? null,
        lastError: truth.lastError,
        // The banner counts every e-mail that has not gone out, those kept unsent included.
        unsent: truth.unsent + truth.keptUnsent,
        held: truth.held,
      }
    },
  }
}

const bannerStates: Record<EmailTruthState, EmailState['state']> = {
  active: 'ready',
  local: 'not-configured',
  unverified: 'unverified',
  failing: 'failing',
}

export type CrmFiguresService = ReturnType<typeof createCrmFigures>
