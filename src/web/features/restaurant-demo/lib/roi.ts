/** What the visitor types into the ROI calculator, per month in dollars (percent for the increase). */
export type RoiInputs = {
  costWithoutAi: number
  aiSubscription: number
  staffCostWithAi: number
  revenueBase: number
  revenueIncreasePercent: number
}

export type RoiResults = {
  costWithAi: number
  monthlySavings: number
  annualSavings: number
  roiPercent: number
  revenueIncreaseMonthly: number
}

/**
 * SPEC §9: without AI $5,400/month, subscription $497, reduced staff $1,700, 25% revenue
 * increase worth 3,200 a month (on $12,800 of bookings and orders).
 */
export const defaultRoiInputs: RoiInputs = {
  costWithoutAi: 5400,
  aiSubscription: 497,
  staffCostWithAi: 1700,
  revenueBase: 12_800,
  revenueIncreasePercent: 25,
}

/**
 * SPEC §9's published example, shown beside the calculator as published. The formula below gives
 * every one of its figures for the default inputs except the ROI: $3,203 / $497 is 644%, where
 * the example says 647% (docs/decisions/029-calculators.md).
 */
export const publishedRoiExample = { monthlySavings: 3203, annualSavings: 38_436, roiPercent: 647 } as const

/**
 * The one formula: cost with AI = subscription + remaining staff cost; savings = cost without AI −
 * cost with AI; ROI = monthly savings ÷ subscription (0 without a subscription); the revenue
 * increase is the percentage of the base, rounded to whole dollars.
 */
export function calculateRoi(inputs: RoiInputs): RoiResults {
  const costWithAi = inputs.aiSubscription + inputs.staffCostWithAi
  const monthlySavings = inputs.costWithoutAi - costWithAi
  return {
    costWithAi,
    monthlySavings,
    annualSavings: monthlySavings * 12,
    roiPercent: inputs.aiSubscription > 0 ? Math.round((monthlySavings / inputs.aiSubscription) * 100) : 0,
    revenueIncreaseMonthly: Math.round((inputs.revenueBase * inputs.revenueIncreasePercent) / 100),
  }
}

export type RoiField = keyof RoiInputs
export type RoiEntry = Record<RoiField, string>

/**
 * The fields as typed → numbers, or a message under each field that is empty, not a number or
 * negative (never a silent 0). Results are computed only from valid inputs.
 */
export function readRoiEntry(entry: RoiEntry, labels: Record<RoiField, string>): { inputs: RoiInputs; errors: null } | { inputs: null; errors: Partial<Record<RoiField, string>> } {
  const errors: Partial<Record<RoiField, string>> = {}
  const inputs = {} as RoiInputs
  for (const field of Object.keys(defaultRoiInputs) as RoiField[]) {
    const text = entry[field].trim()
    const value = Number(text)
    if (text === '') errors[field] = `${labels[field]}: enter an amount`
    else if (!Number.isFinite(value)) errors[field] = `${labels[field]}: enter a number`
    else if (value < 0) errors[field] = `${labels[field]} cannot be negative`
    else inputs[field] = value
  }
  return Object.keys(errors).length > 0 ? { inputs: null, errors } : { inputs, errors: null }
}
