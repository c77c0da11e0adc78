import { eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { leads } from '@/server/db/schema'
import type { Page } from '@/shared/admin'

/** Pieces of SQL the back office's lists share. */

/** A LIKE pattern's metacharacters (backslash is PostgreSQL's default escape) taken literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Case-insensitive substring search over a table's `search_text` (business, name and e-mail,
 * lower-cased, joined by chr(31): schema.ts), written as `search_text like '%' || lower(term) ||
 * '%'` so its trigram index serves it. Control characters are dropped from the term, so it can
 * never match across two fields. Undefined (no condition) for an empty search.
 */
export function searchFor(searchText: AnyPgColumn, search: string | undefined): SQL | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const term = search?.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!term) return undefined
  return sql`${searchText} like '%' || lower(${escapeLike(term)}) || '%'`
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id from a URL can be a row's uuid; anything else is simply not found (never a 500). */
export const isUuid = (id: string) => uuidPattern.test(id)

export type PageRequest = { page: number; pageSize: number }

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize

export const pageInfo = (request: PageRequest, total: number): Page => ({ page: request.page, pageSize: request.pageSize, total })

export const countAll = sql<number>`count(*)::int`

/** Leads the owner sees: the automation test's sample leads are not theirs. */
export const realLeads = eq(leads.isSample, false)

/**
 * A column named with its table, for correlated subqueries: drizzle leaves names unqualified in
 * a query over one table, where `"id"` inside a subquery would mean the subquery's own column.
 */
export const qualified = (table: PgTable, column: AnyPgColumn) => sql`${table}.${sql.identifier(column.name)}`
