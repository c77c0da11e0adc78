import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a server closed to connections, a cut connection and a refused one', () => {
    expect(isDatabaseUnavailable(withCode('55000', 'database "shop" is not currently accepting connections'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true)
  })

  it('follows the cause chain of a wrapped query error', () => {
    const driverError = withCode('57P03', 'the database system is starting up')
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: driverError }))).toBe(true)
  })

  it('leaves faults of the query or the data alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "nope" does not exist'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('55000', 'cannot refresh materialized view concurrently'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false)
  })
})
