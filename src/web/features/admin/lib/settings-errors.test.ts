import { describe, expect, it } from 'vitest'
import { hasSettingsErrors, settingsFieldErrors, settingsFieldFor } from './settings-errors'

describe("a refusal's field paths on the availability form", () => {
  it("puts a stretch's message under its start or end", () => {
    expect(settingsFieldFor('weeklyHours.mon.0.end')).toBe('weeklyHours.mon.0.end')
    expect(settingsFieldFor('weeklyHours.sun.3.start')).toBe('weeklyHours.sun.3.start')
  })

  it("puts anything else about a day under the day", () => {
    expect(settingsFieldFor('weeklyHours.fri')).toBe('weeklyHours.fri')
    expect(settingsFieldFor('weeklyHours.fri.2')).toBe('weeklyHours.fri')
  })

  it('finds the figures and the days off', () => {
    expect(settingsFieldFor('bufferMinutes')).toBe('bufferMinutes')
    expect(settingsFieldFor('horizonDays')).toBe('horizonDays')
    expect(settingsFieldFor('daysOff.2')).toBe('daysOff.2')
    expect(settingsFieldFor('daysOff')).toBe('daysOff')
  })

  it('reads bracket and slash paths alike', () => {
    expect(settingsFieldFor('weeklyHours[tue][1].end')).toBe('weeklyHours.tue.1.end')
    expect(settingsFieldFor('/weeklyHours/tue/1/end')).toBe('weeklyHours.tue.1.end')
  })

  it('has no field for an unknown path or weekday', () => {
    expect(settingsFieldFor('weeklyHours.holiday.0.end')).toBeNull()
    expect(settingsFieldFor('timeZone')).toBeNull()
    expect(settingsFieldFor('')).toBeNull()
  })

  it('sorts a 422 body into fields and the rest, each shown once', () => {
    const errors = settingsFieldErrors({
      'weeklyHours.mon.0.end': 'The end must be after the start',
      bufferMinutes: 'Buffer must be a whole number from 0 to 240',
      colour: 'Unrecognized key',
      weeklyHours: 'Unrecognized key',
    })
    expect(errors).toEqual({
      fields: { 'weeklyHours.mon.0.end': 'The end must be after the start', bufferMinutes: 'Buffer must be a whole number from 0 to 240' },
      general: ['Unrecognized key'],
    })
    expect(hasSettingsErrors(errors)).toBe(true)
    expect(hasSettingsErrors(settingsFieldErrors({}))).toBe(false)
  })
})
