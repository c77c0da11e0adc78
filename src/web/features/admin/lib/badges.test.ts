import { describe, expect, it } from 'vitest'
import { leadStatuses } from '@/shared/admin'
import { badgeTones, priorityBadgeClass, priorityTone, statusBadgeClass, statusTone } from './badges'

describe('CRM badge colours (SPEC §4)', () => {
  it('colours each status', () => {
    expect(Object.fromEntries(leadStatuses.map((status) => [status, statusTone(status)]))).toEqual({
      New: 'grey',
      Contacted: 'yellow',
      Interested: 'green',
      'Demo Scheduled': 'blue',
      'Proposal Sent': 'purple',
      Won: 'emerald',
      Lost: 'red',
    })
    expect(statusTone('Closed Won')).toBe('grey')
  })

  it('colours each priority', () => {
    expect([priorityTone('High'), priorityTone('Medium'), priorityTone('Low'), priorityTone('Urgent')]).toEqual(['red', 'yellow', 'green', 'grey'])
  })

  it('uses dark text on a pale fill for every tone (AA contrast)', () => {
    for (const tone of Object.values(badgeTones)) {
      expect(tone).toMatch(/bg-\w+-(50|100)\b/)
      expect(tone).toMatch(/text-\w+-(800|900)\b/)
    }
    expect(statusBadgeClass('Interested')).toBe(badgeTones.green)
    expect(priorityBadgeClass('High')).toBe(badgeTones.red)
  })
})
