import { describe, expect, it } from 'vitest'
import { formatDateTime, formatHoursPerWeek, formatMonths, formatNodeCount, formatPerMonth, hoursPerWeekParts, joinFigure, perMonthParts, savingsFigures } from './format'

describe('workflow figures in words', () => {
  it('shows savings in whole dollars a month', () => {
    expect(formatPerMonth(1299.6)).toBe('$1,300/month')
  })

  it('splits a figure into its number and unit, and joins them back as read', () => {
    expect(perMonthParts(5000)).toEqual({ value: '$5,000', unit: '/month' })
    expect(hoursPerWeekParts(40)).toEqual({ value: '40', unit: 'hours/week' })
    expect(joinFigure(perMonthParts(5000))).toBe('$5,000/month')
    expect(joinFigure(hoursPerWeekParts(40))).toBe('40 hours/week')
  })

  it('shows hours a week to one decimal, singular for one', () => {
    expect(formatHoursPerWeek(40)).toBe('40 hours/week')
    expect(formatHoursPerWeek(12.25)).toBe('12.3 hours/week')
    expect(formatHoursPerWeek(1)).toBe('1 hour/week')
  })

  it('shows the payback period in months, singular for one', () => {
    expect(formatMonths(1.5)).toBe('1.5 months')
    expect(formatMonths(0.4)).toBe('0.4 months')
    expect(formatMonths(1)).toBe('1 month')
  })

  it('lists what a workflow saves: time a week, then money a month', () => {
    expect(savingsFigures({ timeSavings: 12.5, costSavings: 1200 })).toEqual([
      { label: 'Time savings', value: '12.5 hours/week' },
      { label: 'Cost savings', value: '$1,200/month' },
    ])
  })

  it('counts nodes', () => {
    expect(formatNodeCount(12)).toBe('12 nodes')
    expect(formatNodeCount(1)).toBe('1 node')
  })

  it('shows an instant as a date and time with its zone, and text that is no date as it is', () => {
    expect(formatDateTime('2026-03-16T11:00:00.000Z', 'en-US', 'America/New_York')).toBe('Mon, Mar 16, 2026, 7:00 AM EDT')
    expect(formatDateTime('2026-03-16T11:00:00.000Z', 'en-US', 'UTC')).toBe('Mon, Mar 16, 2026, 11:00 AM UTC')
    expect(formatDateTime('soon')).toBe('soon')
  })
})
