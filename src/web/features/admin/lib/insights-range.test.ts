import { describe, expect, it } from 'vitest'
import { presetRange, tableCsv, todayIn } from './insights-range'

describe('the Insights tab’s ranges', () => {
  it('counts today in the owner’s time zone, not the browser’s', () => {
    const lateEvening = new Date('2027-03-02T03:30:00Z') // 22:30 on 1 March in New York
    expect(todayIn('America/New_York', lateEvening)).toBe('2027-03-01')
    expect(todayIn('Europe/Oslo', lateEvening)).toBe('2027-03-02')
  })

  it.each([
    ['last-7', { from: '2027-03-09', to: '2027-03-15' }],
    ['last-30', { from: '2027-02-14', to: '2027-03-15' }],
    ['last-90', { from: '2026-12-16', to: '2027-03-15' }],
    ['this-month', { from: '2027-03-01', to: '2027-03-15' }],
    ['last-month', { from: '2027-02-01', to: '2027-02-28' }],
  ] as const)('gives %s as both days included', (preset, range) => {
    expect(presetRange(preset, '2027-03-15')).toEqual(range)
  })

  it('takes last month across a year', () => {
    expect(presetRange('last-month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
  })

  it('writes a table as formula-safe CSV', () => {
    expect(tableCsv(['Source', 'Leads'], [['=cmd', 2], ['a,b', 0]])).toBe('Source,Leads\r\n\'=cmd,2\r\n"a,b",0\r\n')
  })
})
