import { describe, expect, it } from 'vitest'
import { factKeys, figuresIn, unsupportedFigures } from './figures'

const keysOf = (text: string) => figuresIn(text).map((figure) => [figure.kind, ...figure.keys])

describe('figuresIn', () => {
  it.each([
    ['Setup is a one-time $500-2000.', [['money', 'money:500', 'money:2000']]],
    ['From $500 to $2,000, or $2k.', [['money', 'money:500', 'money:2000'], ['money', 'money:2000']]],
    ['It costs $1,497/mo.', [['money', 'money:1497']]],
    ['85% of callers hang up; 20-30% more.', [['percent', 'percent:85'], ['percent', 'percent:20', 'percent:30']]],
    ['Live in 1-2 weeks, simple tasks in 2-3 days.', [['duration', 'duration:604800', 'duration:1209600'], ['duration', 'duration:172800', 'duration:259200']]],
    ['A 30-day guarantee and a 30-minute call.', [['duration', 'duration:2592000'], ['duration', 'duration:1800']]],
    ['We respond within 24 hours.', [['duration', 'duration:86400']]],
    ['Call us at (859) 555-0142.', [['phone', 'phone:8595550142']]],
    ['Free at 9:30 AM or 2 pm on Dec 1.', [['clock', 'clock:09:30'], ['clock', 'clock:14:00'], ['date', 'date:12-1']]],
    ['We create 5 tasks and send 2 follow-ups.', [['count', 'count:5'], ['count', 'count:2']]],
    ['An AI that answers 24/7.', []],
    ['No figures here, and I am sure of it.', []],
  ])('reads %j', (text, expected) => {
    expect(keysOf(text)).toEqual(expected)
  })

  it('reads "24 hours" and "1 day" as one duration', () => {
    expect(figuresIn('24 hours')[0]!.keys).toEqual(figuresIn('1 day')[0]!.keys)
  })

  it('does not read letters after a number as a unit unless they are one', () => {
    expect(keysOf('2 steps, 3 amazing results')).toEqual([
      ['count', 'count:2'],
      ['count', 'count:3'],
    ])
  })
})

describe('unsupportedFigures', () => {
  const facts = factKeys(['Setup is a one-time $500-2000.', 'Most setups go live in 1-2 weeks.', 'Call us at (859) 555-0142.', 'A free 30-minute consultation.'])

  it('passes an answer whose every figure is in the facts, however it is written', () => {
    expect(unsupportedFigures('Setup costs $2,000 at most, and you can be live within 2 weeks. A 30 minute call is free: (859) 555-0142.', facts)).toEqual([])
  })

  it('names each figure the facts do not hold', () => {
    expect(unsupportedFigures('Setup is $299 and you will see 40% more leads in 3 days. Call 859-555-9999.', facts).map((figure) => figure.text)).toEqual([
      '859-555-9999',
      '$299',
      '40%',
      '3 days',
    ])
  })

  it('refuses a range when one end is unknown', () => {
    expect(unsupportedFigures('Between $500 and $5000.', facts).map((figure) => figure.text)).toEqual(['$5000'])
    expect(unsupportedFigures('$500-5000', facts).map((figure) => figure.keys)).toEqual([['money:500', 'money:5000']])
  })
})
