import { describe, expect, it } from 'vitest'
import { parseWeeklyHours } from '@/server/domain/booking/weekly-hours'
import { isWithinHours } from './hours'

const parsed = parseWeeklyHours('mon-fri 09:00-17:00; sat 10:00-13:00')
if (!parsed.ok) throw new Error(parsed.error)
const weeklyHours = parsed.hours
const at = (iso: string) => ({ at: new Date(iso), weeklyHours, daysOff: [] as string[], timeZone: 'America/New_York' })

describe('the owner’s hours for calls', () => {
  it('reads the hours in the owner’s zone, the end excluded', () => {
    expect(isWithinHours(at('2026-11-30T14:00:00Z'))).toBe(true) // Monday 09:00 in New York
    expect(isWithinHours(at('2026-11-30T13:59:00Z'))).toBe(false) // 08:59
    expect(isWithinHours(at('2026-11-30T22:00:00Z'))).toBe(false) // 17:00
    expect(isWithinHours(at('2026-12-05T16:30:00Z'))).toBe(true) // Saturday 11:30
    expect(isWithinHours(at('2026-12-06T16:30:00Z'))).toBe(false) // Sunday
  })

  it('keeps the hours across daylight saving, and a day off is closed', () => {
    expect(isWithinHours(at('2026-03-09T13:30:00Z'))).toBe(true) // Monday 09:30 EDT, the day after the change
    expect(isWithinHours(at('2026-03-06T13:30:00Z'))).toBe(false) // Friday 08:30 EST
    expect(isWithinHours({ ...at('2026-11-30T15:00:00Z'), daysOff: ['2026-11-30'] })).toBe(false)
  })
})
