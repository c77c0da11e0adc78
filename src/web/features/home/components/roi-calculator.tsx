import { useRef, useState, type ReactNode } from 'react'
import { Calculator } from 'lucide-react'
import { pagePaths } from '@/shared/page-paths'
import { ArrowButton } from '@/web/components/content/arrow-button'
import { IconBadge } from '@/web/components/content/icon-badge'
import { island } from '@/web/components/island'
import { Input } from '@/web/components/ui/input'
import { NativeSelect, NativeSelectOption } from '@/web/components/ui/native-select'
import { formatDollars } from '@/web/lib/format'
import { amountProblem, calculateRoi, defaultRoiInput, isResponseTime, parseAmount, responseTimes, type ResponseTime } from '../lib/roi'
import { useAdoptTypedValues } from '@/web/lib/typed-values'
import { sectionIds } from '../lib/sections'

/**
 * The fields' ids are fixed, not from useId: the calculator is an island (decision 033), and its
 * own root would number them differently from the page's HTML. One calculator a page.
 */
const ids = { leads: 'roi-leads', jobValue: 'roi-job-value', closeRate: 'roi-close-rate', responseTime: 'roi-response-time' }

/** /#calculator: what answering every lead in seconds is worth to this visitor's business. */
export function RoiCalculator() {
  const [leads, setLeads] = useState(String(defaultRoiInput.leadsPerMonth))
  const [jobValue, setJobValue] = useState(String(defaultRoiInput.averageJobValue))
  const [closeRate, setCloseRate] = useState(String(defaultRoiInput.closeRatePercent))
  const [responseTime, setResponseTime] = useState<ResponseTime>(defaultRoiInput.responseTime)
  const calculator = useRef<HTMLDivElement>(null)

  // The calculator is prerendered and hydrates once its code arrives, so a number typed in the
  // meantime is in the field but not in state: adopt it once live.
  useAdoptTypedValues(calculator, { leadsPerMonth: leads, averageJobValue: jobValue, closeRatePercent: closeRate, responseTime }, (typed) => {
    if (typed.leadsPerMonth !== undefined) setLeads(typed.leadsPerMonth)
    if (typed.averageJobValue !== undefined) setJobValue(typed.averageJobValue)
    if (typed.closeRatePercent !== undefined) setCloseRate(typed.closeRatePercent)
    if (typed.responseTime !== undefined && isResponseTime(typed.responseTime)) setResponseTime(typed.responseTime)
  })

  const result = calculateRoi({
    leadsPerMonth: parseAmount(leads),
    averageJobValue: parseAmount(jobValue),
    closeRatePercent: parseAmount(closeRate),
    responseTime,
  })
  const currentCloseRate = Math.min(parseAmount(closeRate), 100)
  const problems = {
    leads: amountProblem(leads, 'Leads per month'),
    jobValue: amountProblem(jobValue, 'Average job value'),
    closeRate: amountProblem(closeRate, 'Current close rate'),
  }
  const invalid = (key: keyof typeof problems) =>
    problems[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[key]}-error ${ids[key]}-hint` } : { 'aria-describedby': `${ids[key]}-hint` }

  return (
    <div
      ref={calculator}
      id={sectionIds.calculator}
      role="region"
      aria-labelledby="calculator-title"
      tabIndex={-1}
      className="overflow-hidden rounded-2xl bg-white text-ink-900 shadow-2xl shadow-brand-950/40 outline-none"
    >
      <div className="grid lg:grid-cols-[1.05fr_0.95fr]">
        <div className="p-6 sm:p-10">
          <div className="flex items-center gap-3">
            <IconBadge icon={Calculator} className="flex" />
            <h3 id="calculator-title" className="text-h3 text-ink-900">
              ROI calculator
            </h3>
          </div>
          <p className="mt-3 text-ink-600">Put in your own numbers and see what answering every lead in seconds is worth.</p>

          <div className="mt-8 grid gap-5 sm:grid-cols-2">
            <Field id={ids.leads} label="Leads per month" hint="Calls, forms and messages" error={problems.leads}>
              <Input id={ids.leads} name="leadsPerMonth" {...invalid('leads')} type="number" inputMode="numeric" min={0} step={1} value={leads} onChange={(event) => setLeads(event.target.value)} />
            </Field>
            <Field id={ids.jobValue} label="Average job value" hint="What a typical sale is worth" error={problems.jobValue}>
              <div className="relative">
                <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-600">
                  $
                </span>
                <Input id={ids.jobValue} name="averageJobValue" {...invalid('jobValue')} type="number" inputMode="numeric" min={0} step={50} value={jobValue} onChange={(event) => setJobValue(event.target.value)} className="pl-7" />
              </div>
            </Field>
            <Field id={ids.closeRate} label="Current close rate" hint="Leads that become customers" error={problems.closeRate}>
              <div className="relative">
                <Input id={ids.closeRate} name="closeRatePercent" {...invalid('closeRate')} type="number" inputMode="decimal" min={0} max={100} step={1} value={closeRate} onChange={(event) => setCloseRate(event.target.value)} className="pr-8" />
                <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-ink-600">
                  %
                </span>
              </div>
            </Field>
            <Field id={ids.responseTime} label="How fast you reply today" hint="To a new lead, on average">
              <NativeSelect
                id={ids.responseTime}
                name="responseTime"
                aria-describedby={`${ids.responseTime}-hint`}
                value={responseTime}
                onChange={(event) => isResponseTime(event.target.value) && setResponseTime(event.target.value)}
              >
                {responseTimes.map((option) => (
                  <NativeSelectOption key={option.value} value={option.value}>
                    {option.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </Field>
          </div>
        </div>

        <div className="flex flex-col bg-gradient-to-br from-brand-50 to-accent-50 p-6 sm:p-10">
          <p className="text-small font-medium text-ink-700">Extra revenue per month</p>
          <p className="mt-1 text-[clamp(2.25rem,1.8rem+2vw,3.25rem)] leading-none font-extrabold tracking-tight text-brand-800 tabular-nums" data-slot="roi-monthly">
            +{formatDollars(result.extraRevenuePerMonth)}
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            <Result label="Extra jobs per month" value={`+${result.extraJobsPerMonth}`} />
            <Result label="Extra revenue per year" value={formatDollars(result.extraRevenuePerYear)} slot="roi-yearly" />
            <Result label="Jobs per month" value={`${result.currentJobsPerMonth} → ${result.projectedJobsPerMonth}`} />
            <Result label="Close rate" value={`${currentCloseRate}% → ${result.projectedCloseRatePercent}%`} />
          </dl>
          <p aria-live="polite" className="sr-only">
            Estimated extra revenue: {formatDollars(result.extraRevenuePerMonth)} per month, {formatDollars(result.extraRevenuePerYear)} per year.
          </p>
          <p className="mt-6 text-small text-ink-600">
            One-time setup of $500-2000; most clients earn it back in 2-3 months. An estimate, not a promise: your free
            assessment gives you real numbers.
          </p>
          <div className="mt-6 lg:mt-auto lg:pt-6">
            <ArrowButton size="lg" className="w-full sm:w-auto">
              <a href={pagePaths.assessment}>Get my personalized numbers</a>
            </ArrowButton>
          </div>
        </div>
      </div>
    </div>
  )
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint: string; error?: string | null; children: ReactNode }) {
  return (
    <div className="space-y-2">
      {/* A native label: the Radix one adds a chunk to the home page for no gain here. */}
      <label htmlFor={id} className="block text-sm leading-none font-medium text-ink-900">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-small font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {hint}
      </p>
    </div>
  )
}

function Result({ label, value, slot }: { label: string; value: string; slot?: string }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1 rounded-xl bg-white/80 p-4 ring-1 ring-ink-200/70">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="text-base font-bold text-ink-900 tabular-nums sm:text-lg" data-slot={slot}>
        {value}
      </dd>
    </div>
  )
}

/** The home page hydrates the calculator alone (decision 033). */
export const RoiCalculatorIsland = island('roi-calculator', RoiCalculator)
