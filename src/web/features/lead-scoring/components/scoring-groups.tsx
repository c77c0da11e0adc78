import { scoringGroups } from '@/shared/scoring-model'
import { cn } from '@/web/lib/utils'
import { factorPointRange, totalFactorCount } from '../lib/scoring-summary'

const groupColours = ['bg-brand-600', 'bg-accent-600', 'bg-sky-600', 'bg-amber-500'] as const
/** Darker twins for white text on the weight badges (all ≥ 4.5:1). */
const groupBadgeColours = ['bg-brand-700', 'bg-accent-700', 'bg-sky-700', 'bg-amber-700'] as const

/** The four groups with their weights, and each factor with its point range. */
export function ScoringGroups() {
  return (
    <section aria-labelledby="scoring-groups-title" className="space-y-6">
      <div className="max-w-3xl">
        <h2 id="scoring-groups-title" className="text-h2 text-ink-900">
          Four groups, {totalFactorCount} factors
        </h2>
        <p className="mt-3 text-lead text-muted-foreground">
          Each factor earns points within its range. A group earns its share of the 100 points in proportion to its
          factors’ points out of their maximum: group points = weight × factor points ÷ the group’s maximum. The four
          shares add up to the score.
        </p>
      </div>

      <div>
        <div aria-hidden="true" className="flex h-4 overflow-hidden rounded-full">
          {scoringGroups.map((group, index) => (
            <div key={group.key} className={groupColours[index]} style={{ width: `${group.weight}%` }} />
          ))}
        </div>
        <ul aria-label="Group weights" className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-small text-ink-700">
          {scoringGroups.map((group, index) => (
            <li key={group.key} className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-3 rounded-sm', groupColours[index])} />
              {group.label} <strong className="font-semibold text-ink-900">{group.weight}%</strong>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {scoringGroups.map((group, index) => {
          const range = factorPointRange(group)
          return (
            <section key={group.key} aria-labelledby={`group-${group.key}`} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 id={`group-${group.key}`} className="text-h3 text-ink-900">
                    {group.label}
                  </h3>
                  <p className="text-small text-muted-foreground">
                    Factors add up to {range.min}-{range.max} points
                  </p>
                </div>
                <span className={cn('rounded-lg px-2.5 py-1 text-lead font-bold text-white', groupBadgeColours[index])}>
                  {group.weight}%
                </span>
              </div>
              <table className="mt-4 w-full text-small">
                <caption className="sr-only">{group.label}: factors, what they measure, and their points</caption>
                <thead>
                  <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
                    <th scope="col" className="pb-2 font-medium">
                      Factor
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.factors.map((factor) => (
                    <tr key={factor.key} className="border-t border-border">
                      <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                        <span className="block font-medium text-ink-900">{factor.label}</span>
                        <span className="block text-muted-foreground">{factor.description}</span>
                      </th>
                      <td className="py-2.5 text-right align-top font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                        {factor.min}-{factor.max}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )
        })}
      </div>
    </section>
  )
}
