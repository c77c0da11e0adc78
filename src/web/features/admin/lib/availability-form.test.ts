import { describe, expect, it } from 'vitest'
import type { AvailabilitySettings } from '@/shared/booking'
import {
  addDayOff,
  addStretch,
  fromAvailabilityForm,
  isUnchanged,
  nextStretch,
  removeDayOff,
  removeStretch,
  setFigure,
  setStretch,
  toAvailabilityForm,
  validateAvailabilityForm,
} from './availability-form'

const nineToFive = [{ start: '09:00', end: '17:00' }]
const defaults: AvailabilitySettings = {
  weeklyHours: { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [], sun: [] },
  bufferMinutes: 15,
  minNoticeHours: 4,
  maxPerDay: 6,
  horizonDays: 21,
  daysOff: ['2027-12-25', '2027-07-04'],
}

describe('the availability form', () => {
  it('goes from the settings to the form and back unchanged (days off sorted)', () => {
    const form = toAvailabilityForm(defaults)
    expect(form.bufferMinutes).toBe('15')
    expect(form.weeklyHours.sat).toEqual([])
    expect(form.daysOff).toEqual(['2027-07-04', '2027-12-25'])
    expect(fromAvailabilityForm(form)).toEqual({ ...defaults, daysOff: ['2027-07-04', '2027-12-25'] })
    expect(isUnchanged(form, defaults)).toBe(true)
  })

  it('does not share arrays with the settings it came from', () => {
    const form = toAvailabilityForm(defaults)
    const edited = setStretch(form, 'mon', 0, 'end', '12:00')
    expect(defaults.weeklyHours.mon[0]!.end).toBe('17:00')
    expect(isUnchanged(edited, defaults)).toBe(false)
  })

  it('opens a closed day at 09:00–17:00 and adds the next hour after the last stretch', () => {
    expect(nextStretch([])).toEqual({ start: '09:00', end: '17:00' })
    expect(nextStretch([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' })
    expect(nextStretch([{ start: '20:00', end: '23:30' }])).toEqual({ start: '23:30', end: '23:59' })
    const form = addStretch(toAvailabilityForm(defaults), 'sat')
    expect(form.weeklyHours.sat).toEqual([{ start: '09:00', end: '17:00' }])
    expect(removeStretch(form, 'sat', 0).weeklyHours.sat).toEqual([])
  })

  it('keeps days off sorted and without repeats, and ignores what is not a date', () => {
    let form = toAvailabilityForm(defaults)
    form = addDayOff(form, '2027-01-01')
    form = addDayOff(form, '2027-07-04')
    form = addDayOff(form, '')
    expect(form.daysOff).toEqual(['2027-01-01', '2027-07-04', '2027-12-25'])
    expect(removeDayOff(form, '2027-07-04').daysOff).toEqual(['2027-01-01', '2027-12-25'])
  })

  it('sends the figures as numbers', () => {
    const form = setFigure(toAvailabilityForm(defaults), 'bufferMinutes', ' 30 ')
    const result = validateAvailabilityForm(form)
    expect(result.ok && result.settings.bufferMinutes).toBe(30)
  })

  it("names each mistake under its field, in the schema's words", () => {
    let form = toAvailabilityForm(defaults)
    form = setFigure(form, 'bufferMinutes', '')
    form = setFigure(form, 'maxPerDay', '0')
    form = setStretch(form, 'tue', 0, 'end', '08:00')
    const result = validateAvailabilityForm(form)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.fields).toEqual({
      bufferMinutes: 'Buffer must be a whole number from 0 to 240',
      maxPerDay: 'Calls per day must be a whole number from 1 to 48',
      'weeklyHours.tue.0.end': 'The end must be after the start',
    })
    expect(result.errors.general).toEqual([])
  })

  it('refuses a half-typed time', () => {
    const result = validateAvailabilityForm(setStretch(toAvailabilityForm(defaults), 'wed', 0, 'start', ''))
    expect(!result.ok && result.errors.fields['weeklyHours.wed.0.start']).toBe('Use a time such as 09:00')
  })
})
