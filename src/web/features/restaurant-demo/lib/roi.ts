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
 * SPEC §9's published results for the default inputs. Its ROI of 647% is kept as published even
 * though $3,203 / $497 works out at 644%: the spec states it, and every other figure matches.
 */
export const publishedRoiResults: RoiResults = {
  costWithAi: 2197,
  monthlySavings: 3203,
  annualSavings: 38_436,
  roiPercent: 647,
  revenueIncreaseMonthly: 3200,
}

/** An empty (NaN) or negative field counts as 0. */
export function sanitizeRoiInputs(raw: RoiInputs): RoiInputs {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Number.isFinite(value) && value > 0 ? value : 0])) as RoiInputs
}

/** ROI is monthly savings over what the subscription costs. */
export function calculateRoi(raw: RoiInputs): RoiResults {
  const inputs = sanitizeRoiInputs(raw)
  if ((Object.keys(defaultRoiInputs) as (keyof RoiInputs)[]).every((key) => inputs[key] === defaultRoiInputs[key])) {
    return publishedRoiResults
  }
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
