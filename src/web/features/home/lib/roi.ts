/**
 * The home page's ROI calculator: how many more jobs a business books when every lead is
 * answered in seconds instead of at its current speed. Pure, so the numbers are unit-tested.
 */
export type ResponseTime = 'under-5-minutes' | 'within-an-hour' | 'same-day' | 'next-day'

/**
 * How much the close rate improves when a business that now answers at this speed answers
 * every lead in seconds instead. Conservative readings of the speed-to-lead studies: the
 * slower the current reply, the more of the leads it loses to a faster competitor.
 */
export const responseTimes: readonly { value: ResponseTime; label: string; closeRateLift: number }[] = [
  { value: 'under-5-minutes', label: 'Under 5 minutes', closeRateLift: 0.1 },
  { value: 'within-an-hour', label: 'Within an hour', closeRateLift: 0.25 },
  { value: 'same-day', label: 'Same day', closeRateLift: 0.5 },
  { value: 'next-day', label: 'Next day or later', closeRateLift: 0.8 },
]

/** Even instant answers do not close every lead. */
export const maxCloseRatePercent = 90

export type RoiInput = {
  leadsPerMonth: number
  averageJobValue: number
  closeRatePercent: number
  responseTime: ResponseTime
}

export type RoiResult = {
  currentJobsPerMonth: number
  projectedJobsPerMonth: number
  extraJobsPerMonth: number
  projectedCloseRatePercent: number
  extraRevenuePerMonth: number
  extraRevenuePerYear: number
}

export const defaultRoiInput: RoiInput = {
  leadsPerMonth: 40,
  averageJobValue: 1500,
  closeRatePercent: 20,
  responseTime: 'same-day',
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : 0))
const oneDecimal = (value: number) => Math.round(value * 10) / 10

export function calculateRoi(input: RoiInput): RoiResult {
  const leads = clamp(input.leadsPerMonth, 0, 100_000)
  const jobValue = clamp(input.averageJobValue, 0, 10_000_000)
  const closeRate = clamp(input.closeRatePercent, 0, 100)
  const lift = responseTimes.find((option) => option.value === input.responseTime)?.closeRateLift ?? 0
  // A business already above the ceiling keeps its own rate; speed never makes it worse.
  const projectedCloseRate = Math.max(closeRate, Math.min(closeRate * (1 + lift), maxCloseRatePercent))

  const currentJobs = (leads * closeRate) / 100
  const projectedJobs = (leads * projectedCloseRate) / 100
  const extraJobs = projectedJobs - currentJobs
  const extraRevenuePerMonth = Math.round(extraJobs * jobValue)
  return {
    currentJobsPerMonth: oneDecimal(currentJobs),
    projectedJobsPerMonth: oneDecimal(projectedJobs),
    extraJobsPerMonth: oneDecimal(extraJobs),
    projectedCloseRatePercent: oneDecimal(projectedCloseRate),
    extraRevenuePerMonth,
    extraRevenuePerYear: extraRevenuePerMonth * 12,
  }
}

/** What a number field holds, as a number: blank or unreadable input counts as 0. */
/** What is wrong with an amount as typed, in words for under its field; null when it is a usable number. */
export function amountProblem(text: string, label: string): string | null {
  const cleaned = text.replace(/[$,%\s]/g, '')
  if (cleaned === '') return `${label}: enter a number`
  const value = Number(cleaned)
  if (!Number.isFinite(value)) return `${label}: enter a number`
  if (value < 0) return `${label} cannot be negative`
  return null
}

/** The amount as typed; what amountProblem names counts as 0 (the field says why). */
export function parseAmount(text: string): number {
  const value = Number(text.replace(/[$,%\s]/g, ''))
  return Number.isFinite(value) && value > 0 ? value : 0
}

export function isResponseTime(value: string): value is ResponseTime {
  return responseTimes.some((option) => option.value === value)
}
