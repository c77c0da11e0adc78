import { describe, expect, it } from 'vitest'
import { businessTypeLabel, pageCount, pageRange, painPointLabel, revenueLabel, taskToastTitle } from './labels'

describe('task toasts (SPEC §4)', () => {
  it('picks the title from what automation did', () => {
    expect(taskToastTitle({ actuallyCompleted: true, autoPrepared: true })).toBe('Task Completed!')
    expect(taskToastTitle({ actuallyCompleted: false, autoPrepared: true })).toBe('Task Prepared!')
    expect(taskToastTitle({ actuallyCompleted: false, autoPrepared: false })).toBe('Task Added!')
  })
})

describe('assessment answers', () => {
  it("shows the form's labels, and an unknown value as it is", () => {
    expect(businessTypeLabel('landscaping')).toBe('Landscaping/Tree Service')
    expect(painPointLabel('too-expensive')).toBe('Marketing too expensive')
    expect(revenueLabel('250k-plus')).toBe('$250k+')
    expect(businessTypeLabel('bakery')).toBe('bakery')
  })
})

describe('pages', () => {
  it('says which rows are showing', () => {
    expect(pageRange({ page: 2, pageSize: 10, total: 23 })).toBe('Showing 11–20 of 23')
    expect(pageRange({ page: 3, pageSize: 10, total: 23 })).toBe('Showing 21–23 of 23')
    expect(pageRange({ page: 1, pageSize: 10, total: 0 })).toBe('No results')
    expect(pageCount({ pageSize: 10, total: 23 })).toBe(3)
    expect(pageCount({ pageSize: 10, total: 0 })).toBe(1)
  })
})
