import { sectionIds } from '../lib/sections'
import { HomeSection } from './home-section'
import { RoiCalculatorIsland } from './roi-calculator'
import { SectionHeading } from './section-heading'

const results = [
  { value: '9 sec', label: 'Average time to answer a new lead', note: 'down from over 4 hours' },
  { value: '+37%', label: 'More booked appointments', note: 'in the first 90 days' },
  { value: '15 hrs', label: 'Back every week', note: 'no more phone tag and reminders' },
  { value: '2-3 mo', label: 'Typical payback', note: 'on a $500-2000 one-time setup' },
]

export function ResultsSection() {
  return (
    <HomeSection id={sectionIds.results} labelledBy="results-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(79_70_229/0.45),transparent_45%),radial-gradient(circle_at_90%_30%,rgb(16_185_129/0.18),transparent_40%)]" />
      <div className="container">
        <SectionHeading
          id="results-title"
          tone="dark"
          eyebrow="Results"
          title="Numbers our clients take to the bank"
          description="Averages across our client accounts. Speed is the whole game: the business that answers first usually gets the job."
        />
        <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {results.map(({ value, label, note }) => (
            <div key={label} className="flex flex-col-reverse justify-end rounded-xl bg-white/5 p-6 ring-1 ring-white/10">
              <dt className="mt-2 text-small text-brand-100">
                <span className="block font-semibold text-white">{label}</span>
                {note}
              </dt>
              <dd className="text-4xl font-extrabold tracking-tight text-accent-300">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-16">
          <RoiCalculatorIsland />
        </div>
      </div>
    </HomeSection>
  )
}
