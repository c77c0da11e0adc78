import { weekDays, type CalendarShift, type CampaignResults, type WeekDay } from './types'

export type CostComparison = { traditional: number; automated: number; monthlySavings: number; roiPercent: number }

/** Monthly savings and ROI (savings over the automated cost), from the cost lines. */
export function compareCosts(traditional: readonly { nok: number }[], automated: number): CostComparison {
  const total = traditional.reduce((sum, line) => sum + line.nok, 0)
  const monthlySavings = total - automated
  return { traditional: total, automated, monthlySavings, roiPercent: automated > 0 ? Math.round((monthlySavings / automated) * 100) : 0 }
}

/** The campaign as a funnel: e-mails sent, replies (response rate of sent), meetings booked. */
export function campaignFunnel(results: CampaignResults) {
  return [
    { stage: 'Emails sent', count: results.emailsSent },
    { stage: 'Replies', count: Math.round((results.emailsSent * results.responseRate) / 100) },
    { stage: 'Meetings booked', count: results.meetingsBooked },
  ]
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** Hours a shift lasts; time off counts as none. */
export function shiftHours(shift: CalendarShift): number {
  if (shift.status === 'time-off') return 0
  return (minutesOf(shift.end) - minutesOf(shift.start)) / 60
}

/** Staffed hours and people per weekday: the week's load, as the calendar chart shows it. */
export function weeklyLoad(shifts: readonly CalendarShift[]): { day: WeekDay; hours: number; staff: number }[] {
  return weekDays.map((day) => {
    const working = shifts.filter((shift) => shift.day === day && shift.status !== 'time-off')
    return { day, hours: working.reduce((sum, shift) => sum + shiftHours(shift), 0), staff: working.length }
  })
}
