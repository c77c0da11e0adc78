import { describe, expect, it } from 'vitest'
import { describeCron, isValidCron, nextRunAt } from './schedule'

describe('describeCron', () => {
  it("says the default schedule in words, with the owner's time zone", () => {
    expect(describeCron('0 7 * * 1', 'America/New_York')).toBe('Every Monday at 07:00 (America/New_York)')
  })

  it('says the usual other shapes', () => {
    expect(describeCron('30 6 * * 1,4', 'UTC')).toBe('Every Monday and Thursday at 06:30 (UTC)')
    expect(describeCron('0 7 * * 7', 'UTC')).toBe('Every Sunday at 07:00 (UTC)')
    expect(describeCron('0 8 * * 1-5', 'UTC')).toBe('Every weekday (Monday to Friday) at 08:00 (UTC)')
    expect(describeCron('0 7,19 * * *', 'UTC')).toBe('Every day at 07:00 and 19:00 (UTC)')
    expect(describeCron('15 9 1 * *', 'Europe/Oslo')).toBe('On day 1 of every month at 09:15 (Europe/Oslo)')
  })

  it('quotes a schedule it cannot say simply, and names an invalid one', () => {
    expect(describeCron('*/5 * * * *', 'UTC')).toBe('On the cron schedule "*/5 * * * *" (UTC)')
    expect(describeCron('0 7 * 6 1', 'UTC')).toBe('On the cron schedule "0 7 * 6 1" (UTC)')
    expect(describeCron('99 7 * * 1', 'UTC')).toBe('Not a valid schedule: "99 7 * * 1" (UTC)')
    expect(isValidCron('99 7 * * 1')).toBe(false)
    expect(isValidCron('0 7 * * 1')).toBe(true)
  })
})

describe('nextRunAt', () => {
  const zone = 'America/New_York'

  it('finds the next Monday 07:00 in the time zone', () => {
    // Monday 3 March 2025, 08:00 EST: this week's run is past; the next is after the switch to EDT.
    expect(nextRunAt('0 7 * * 1', zone, new Date('2025-03-03T13:00:00Z'))?.toISOString()).toBe('2025-03-10T11:00:00.000Z')
    // The same Monday at 06:59 EST: today's run.
    expect(nextRunAt('0 7 * * 1', zone, new Date('2025-03-03T11:59:00Z'))?.toISOString()).toBe('2025-03-03T12:00:00.000Z')
  })

  it('is null for an invalid expression', () => {
    expect(nextRunAt('not a cron', zone, new Date())).toBeNull()
  })
})
