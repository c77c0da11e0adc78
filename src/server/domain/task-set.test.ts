import { describe, expect, it } from 'vitest'
import { followUpTaskSet } from './task-set'

describe('followUpTaskSet (SPEC §9: a 5-task follow-up set per lead)', () => {
  const now = new Date('2026-03-02T15:00:00Z')
  const set = (priority: 'High' | 'Medium' | 'Low') =>
    followUpTaskSet({ fullName: 'Riley Morgan', businessName: 'Morgan Heating & Air', priority, opportunity: 'An AI caller', now })

  it('creates five tasks with stable slugs and SPEC task types', () => {
    const tasks = set('High')
    expect(tasks.map((task) => task.slug)).toEqual(['call', 'check-reply', 'demo', 'proposal', 'final-follow-up'])
    expect(tasks.map((task) => task.type)).toEqual(['Call', 'Email', 'Demo', 'Proposal', 'Follow-up'])
    expect(tasks.every((task) => task.relatedLead === 'Riley Morgan (Morgan Heating & Air)')).toBe(true)
    expect(tasks[3]!.description).toContain('An AI caller')
  })

  it('calls a High-priority lead within the hour and a Low one within a day', () => {
    expect(set('High')[0]!.dueDate.toISOString()).toBe('2026-03-02T16:00:00.000Z')
    expect(set('Medium')[0]!.dueDate.toISOString()).toBe('2026-03-02T19:00:00.000Z')
    expect(set('Low')[0]!.dueDate.toISOString()).toBe('2026-03-03T15:00:00.000Z')
    expect(set('Low')[0]!.priority).toBe('Low')
  })
})
