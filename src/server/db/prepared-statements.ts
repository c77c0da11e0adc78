import { createHash } from 'node:crypto'
import pg from 'pg'

/**
 * A PostgreSQL connection that prepares each statement it is sent with parameters once, by name,
 * and then only binds and executes it (decision 055). Sent unnamed, PostgreSQL parses and plans
 * the statement again on every call: at 200 submissions a second that planning was about a third
 * of the database's time (pg_stat_statements' plan time against its execution time). The name is
 * the statement's hash, so the same text always meets its own prepared statement and no two texts
 * share a name; Drizzle sends the same text for the same query, whatever its values.
 *
 * Only statements with parameters are named: those go by the extended protocol already, one
 * statement each, where a name costs nothing more (a text without parameters may hold several
 * statements, which only the simple protocol takes). A connection keeps at most
 * `maxPreparedPerConnection` of them; past that its new texts go unnamed, as before, so a query
 * built anew each time (a list of n values) cannot fill the server's memory.
 */
export const maxPreparedPerConnection = 500
/** Texts longer than this are sent unnamed: a large batch insert, rare, whose plan is not the cost. */
const maxPreparedTextLength = 16_384

type QueryConfigLike = { text: string; name?: string; values?: unknown[]; submit?: unknown }

export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>()

  override query(...args: any[]): any {
    const [config, values] = args
    // pool.query(text, values) and Drizzle's query({ text, types }, values) alike; a Submittable
    // (a cursor, a stream) or an already named statement is left as it is.
    const query: QueryConfigLike | undefined =
      typeof config === 'string' ? { text: config } : config && typeof config === 'object' && typeof config.text === 'string' && !config.name && typeof config.submit !== 'function' ? config : undefined
    const parameters = Array.isArray(values) ? values : query?.values
    if (query && parameters && parameters.length > 0 && query.text.length <= maxPreparedTextLength) {
      const name = statementName(query.text)
      if (this.prepared.has(name) || this.prepared.size < maxPreparedPerConnection) {
        this.prepared.add(name)
        args[0] = { ...query, name }
      }
    }
    return (super.query as (...a: any[]) => any)(...args)
  }
}

const names = new Map<string, string>()

/** The statement's name on every connection: its hash (remembered for the texts seen most). */
export function statementName(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    if (names.size >= 4 * maxPreparedPerConnection) names.clear()
    names.set(text, name)
  }
  return name
}
