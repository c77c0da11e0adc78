import { AppLink } from '@/web/components/app-link'
import { paths } from '@/shared/paths'
import { priorityThresholds, scoringGroups } from '@/shared/scoring-model'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { TitledCard } from '@/web/components/titled-card'

const heaviestWeight = Math.max(...scoringGroups.map((group) => group.weight))

/** The scoring tab: the model the server scores with (scoring-model.ts), in brief. */
export function ScoringAlgorithm() {
  return (
    <TitledCard
      title="How the lead score is calculated"
      as="h2"
      titleClassName="text-h3"
      description={
        <>
          Twelve factors in four weighted groups add up to a score from 0 to 100. High priority from {priorityThresholds.High},
          Medium from {priorityThresholds.Medium}, Low below.
        </>
      }
      contentClassName="grid gap-6"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {scoringGroups.map((group) => (
          <section key={group.key} aria-labelledby={`cfd-group-${group.key}`} className="rounded-lg border border-border p-4">
            <div className="flex items-baseline justify-between gap-3">
              <h3 id={`cfd-group-${group.key}`} className="font-semibold text-ink-900">
                {group.label}
              </h3>
              <span className="text-h3 font-bold text-brand-700">{group.weight}%</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100">
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${(group.weight / heaviestWeight) * 100}%` }} />
            </div>
            <table className="mt-3 w-full text-small">
              <caption className="sr-only">{group.label} factors and their point ranges</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Factor</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {group.factors.map((factor) => (
                  <tr key={factor.key} className="border-t border-border first:border-t-0">
                    <th scope="row" className="py-1.5 text-left font-normal text-ink-700">
                      {factor.label}
                    </th>
                    <td className="py-1.5 text-right font-medium text-ink-900 tabular-nums">
                      {factor.min}-{factor.max} pts
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <ArrowButton variant="outline" className="w-full sm:w-fit">
        <AppLink to={paths.leadScoring.path}>Read how lead scoring works</AppLink>
      </ArrowButton>
    </TitledCard>
  )
}
