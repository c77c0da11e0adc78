import { useId, useRef, useState } from 'react'
import { Calculator } from 'lucide-react'
import { island } from '@/web/components/island'
import { TitledCard } from '@/web/components/titled-card'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { useAdoptTypedValues } from '@/web/lib/typed-values'
import { cn } from '@/web/lib/utils'
import { formatDollars } from '@/web/lib/format'
import { calculateRoi, defaultRoiInputs, publishedRoiExample, readRoiEntry, type RoiEntry, type RoiField, type RoiInputs } from '../lib/roi'
import { lazyChart } from '@/web/lib/lazy-chart'

const RoiChart = lazyChart(() => import('./roi-chart').then((module) => module.RoiChart))

const fields: { key: keyof RoiInputs; label: string; hint: string; unit: '$' | '%' }[] = [
  { key: 'costWithoutAi', label: 'Monthly cost without AI', hint: 'Staff time on phones, bookings, reviews and orders', unit: '$' },
  { key: 'aiSubscription', label: 'AI subscription per month', hint: 'Our restaurant plan', unit: '$' },
  { key: 'staffCostWithAi', label: 'Reduced staff cost with AI', hint: 'What that work still costs each month', unit: '$' },
  { key: 'revenueBase', label: 'Monthly bookings and online orders', hint: 'Revenue the AI helps you win', unit: '$' },
  { key: 'revenueIncreasePercent', label: 'Expected revenue increase', hint: 'From faster replies and no missed calls', unit: '%' },
]

const labels = Object.fromEntries(fields.map(({ key, label }) => [key, label])) as Record<RoiField, string>
const defaultEntry = Object.fromEntries(Object.entries(defaultRoiInputs).map(([key, value]) => [key, String(value)])) as RoiEntry

export function RoiCalculator() {
  const id = useId()
  const [values, setValues] = useState(defaultEntry)
  // The results follow the last inputs that were all valid; a field that is not says so under it.
  const [inputs, setInputs] = useState<RoiInputs>(defaultRoiInputs)
  const { errors } = readRoiEntry(values, labels)
  const results = calculateRoi(inputs)
  const update = (changes: Partial<RoiEntry>) => {
    const next = { ...values, ...changes }
    setValues(next)
    const read = readRoiEntry(next, labels)
    if (read.inputs) setInputs(read.inputs)
  }
  const change = (key: RoiField, text: string) => update({ [key]: text })
  const form = useRef<HTMLFormElement>(null)
  // Numbers typed while the page's code was loading count, as they show.
  useAdoptTypedValues(form, values, update)
  const savingsPositive = results.monthlySavings >= 0

  return (
    <TitledCard
      aria-labelledby={`${id}-title`}
      title="ROI calculator"
      as="h2"
      icon={Calculator}
      titleId={`${id}-title`}
      titleClassName="text-h3"
      description="Start from a typical restaurant client, then put in your own numbers."
      headerClassName="px-4 sm:px-6"
      contentClassName="grid gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,22rem)_1fr]"
    >
      <form ref={form} method="post" className="grid content-start gap-4" onSubmit={(event) => event.preventDefault()}>
        {fields.map(({ key, label, hint, unit }) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`${id}-${key}`}>{label}</Label>
            <div className="relative">
              <span aria-hidden="true" className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-small text-muted-foreground', unit === '$' ? 'left-3' : 'right-3')}>
                {unit}
              </span>
              <Input
                id={`${id}-${key}`}
                name={key}
                type="number"
                inputMode="decimal"
                min={0}
                step={unit === '%' ? 1 : 10}
                value={values[key]}
                aria-invalid={errors?.[key] ? true : undefined}
                aria-describedby={errors?.[key] ? `${id}-${key}-error ${id}-${key}-hint` : `${id}-${key}-hint`}
                className={unit === '$' ? 'pl-7' : 'pr-8'}
                onChange={(event) => change(key, event.target.value)}
              />
            </div>
            {errors?.[key] && (
              <p id={`${id}-${key}-error`} className="text-small font-medium text-destructive">
                {errors[key]}
              </p>
            )}
            <p id={`${id}-${key}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
        ))}
      </form>
      <div className="grid content-start gap-6">
        {errors && (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
            Showing the results for the last valid numbers: correct the field marked in red to update them.
          </p>
        )}
        <dl aria-live="polite" className="grid grid-cols-2 gap-3 xl:grid-cols-3">
          <Result label="Cost without AI" value={formatDollars(inputs.costWithoutAi)} unit="/month" />
          <Result label="Cost with AI" value={formatDollars(results.costWithAi)} unit="/month" />
          <Result label="Monthly savings" value={formatDollars(results.monthlySavings)} unit="/month" tone={savingsPositive ? 'good' : 'bad'} />
          <Result label="Annual savings" value={formatDollars(results.annualSavings)} unit="/year" tone={savingsPositive ? 'good' : 'bad'} />
          <Result label="Return on investment" value={`${results.roiPercent}%`} unit=" ROI" tone={savingsPositive ? 'good' : 'bad'} />
          <Result
            label={`${inputs.revenueIncreasePercent}% revenue increase`}
            value={`+${formatDollars(results.revenueIncreaseMonthly)}`}
            unit=" per month"
          />
        </dl>
        <p className="text-xs text-muted-foreground" data-testid="roi-formula">
          ROI here is monthly savings ÷ the AI subscription. Published example for a typical client: {formatDollars(publishedRoiExample.monthlySavings)}
          /month saved, {formatDollars(publishedRoiExample.annualSavings)}/year, {publishedRoiExample.roiPercent}% ROI as published.
        </p>
        <RoiChart costWithoutAi={inputs.costWithoutAi} subscription={inputs.aiSubscription} staffCostWithAi={inputs.staffCostWithAi} />
      </div>
    </TitledCard>
  )
}

function Result({ label, value, unit, tone }: { label: string; value: string; unit: string; tone?: 'good' | 'bad' }) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-lg border p-3',
        tone === 'good' && 'border-accent-200 bg-accent-50',
        tone === 'bad' && 'border-red-200 bg-red-50',
        !tone && 'border-border bg-ink-50',
      )}
    >
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('order-first text-lg font-bold break-words tabular-nums sm:text-xl', tone === 'good' ? 'text-accent-800' : tone === 'bad' ? 'text-red-800' : 'text-ink-900')}>
        {value}
        <span className="text-small font-medium">{unit}</span>
      </dd>
    </div>
  )
}

export const RoiCalculatorIsland = island('restaurant-roi-calculator', RoiCalculator)
