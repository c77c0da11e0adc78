import { eq } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { assessmentReports, assessments } from '@/server/db/schema'
import type { ReportAnswers, StrategyReport } from '@/server/domain/assessment-report'

type PageAnswers = Pick<ReportAnswers, 'fullName' | 'businessType' | 'monthlyRevenue'>

/** What GET /report/:token shows: found by its token alone, the page's only key. */
export type ReportPage =
  | { kind: 'not-found' }
  /** Not generated yet: its AI analysis job has not run. */
  | { kind: 'preparing'; businessName: string }
  /** The lead unsubscribed before it was generated: there is nothing to show. */
  | { kind: 'stopped'; businessName: string }
  | {
      kind: 'ready'
      strategy: StrategyReport
      answers: PageAnswers
      generatedAt: Date
    }

/** Tokens are 43 characters of base64url; anything else names no report and costs no query. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export function createReportPages(db: Executor) {
  return {
    async find(token: string): Promise<ReportPage> {
      if (!tokenPattern.test(token)) return { kind: 'not-found' }
      const [row] = await db
        .select({
          status: assessmentReports.status,
          strategy: assessmentReports.strategy,
          generatedAt: assessmentReports.generatedAt,
          businessName: assessments.businessName,
          fullName: assessments.fullName,
          businessType: assessments.businessType,
          monthlyRevenue: assessments.monthlyRevenue,
        })
        .from(assessmentReports)
        .innerJoin(assessments, eq(assessments.id, assessmentReports.assessmentId))
        .where(eq(assessmentReports.token, token))
      if (!row) return { kind: 'not-found' }
      // A cancelled report still shows what was generated before the unsubscribe.
      if (row.strategy && row.generatedAt) {
        return {
          kind: 'ready',
          strategy: row.strategy,
          // Validated by the assessment schema when it was submitted.
          answers: { fullName: row.fullName, businessType: row.businessType, monthlyRevenue: row.monthlyRevenue } as PageAnswers,
          generatedAt: row.generatedAt,
        }
      }
      return { kind: row.status === 'cancelled' ? 'stopped' : 'preparing', businessName: row.businessName }
    },
  }
}

export type ReportPages = ReturnType<typeof createReportPages>
