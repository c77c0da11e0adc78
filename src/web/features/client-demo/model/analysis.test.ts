import { describe, expect, it } from 'vitest'
import { currentWeekShifts } from '../data/calendar'
import { automatedMonthlyCost, campaignResults, traditionalCosts } from '../data/business-analysis'
import { sampleRestaurant } from '../data/restaurant'
import { campaignFunnel, compareCosts, shiftHours, weeklyLoad } from './analysis'

describe('business analysis', () => {
  it("adds up to SPEC's 20,800 NOK traditional vs 3,500 NOK automated: 17,300 NOK saved, 494% ROI", () => {
    expect(compareCosts(traditionalCosts, automatedMonthlyCost)).toEqual({ traditional: 20_800, automated: 3_500, monthlySavings: 17_300, roiPercent: 494 })
    expect(sampleRestaurant.potentialSavings).toBe(17_300)
  })

  it("holds SPEC's campaign results", () => {
    expect(campaignResults).toEqual({ emailsSent: 247, responseRate: 32, meetingsBooked: 23, conversionRate: 14, avgResponseTime: 4.2, costPerLead: 45 })
  })

  it('derives the funnel from the results', () => {
    expect(campaignFunnel(campaignResults)).toEqual([
      { stage: 'Emails sent', count: 247 },
      { stage: 'Replies', count: 79 },
      { stage: 'Meetings booked', count: 23 },
    ])
  })
})

describe('weekly calendar load', () => {
  it('counts shift hours, and none for time off', () => {
    expect(shiftHours({ id: 'a', day: 'Mon', employee: 'A', role: 'Cook', start: '15:00', end: '23:00', status: 'confirmed' })).toBe(8)
    expect(shiftHours({ id: 'b', day: 'Fri', employee: 'A', role: 'Server', start: '16:00', end: '23:30', status: 'auto-scheduled' })).toBe(7.5)
    expect(shiftHours({ id: 'c', day: 'Fri', employee: 'A', role: 'Cook', start: '15:00', end: '23:00', status: 'time-off' })).toBe(0)
  })

  it('sums hours and people per day, Monday to Sunday', () => {
    const load = weeklyLoad(currentWeekShifts)
    expect(load.map(({ day }) => day)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(load[0]).toEqual({ day: 'Mon', hours: 14, staff: 2 })
    expect(load[4]).toEqual({ day: 'Fri', hours: 9 + 7.5 + 8, staff: 3 })
  })

  it('uses every calendar status SPEC lists', () => {
    expect(new Set(currentWeekShifts.map(({ status }) => status))).toEqual(
      new Set(['confirmed', 'auto-scheduled', 'time-off', 'shift-swap', 'weekend-shift', 'weekend-pay', 'sunday-premium']),
    )
  })
})
