/**
 * Whether an error means the database cannot be reached right now (a restart, an outage, a
 * connection refused or cut), as opposed to a fault in the query or the data. Such a request is
 * answered 503 with Retry-After: the visitor may try again in a moment, and nothing is wrong
 * with what they sent (docs/decisions/021-surviving-outages.md).
 */

// SQLSTATE classes and codes (PostgreSQL, appendix A): 08 connection exception; 57P01-57P03
// admin/crash shutdown and "cannot connect now"; 53300 too many connections.
// DATABASE_BUSY: the embedded database's connection was held past the wait's bound (connection-gate.ts).
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', 'DATABASE_BUSY'])
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
// What node-postgres says when a connection ends or cannot be made, and what PostgreSQL says to
// a database closed to connections (SQLSTATE 55000, which also covers faults that are not outages).
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is shutting down',
  'the database system is starting up',
]

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") in `cause`; follow the chain.
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== 'object') return false
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || unavailableErrnos.has(code))) return true
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text))) return true
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}
