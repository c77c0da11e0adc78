import { APIResponseError, Client, isHTTPResponseError, RequestTimeoutError } from '@notionhq/client'
import { z } from 'zod'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { failed, succeeded, type CrmLead, type CrmProvider, type CrmTask, type Outcome, type ProviderFailure } from '../types'

/**
 * The CRM mirror in Notion through the official client (API version 2025-09-03: a database
 * holds data sources; pages are created in, and queried from, its first data source). Our own
 * tables stay the source of truth. Creating a page is made idempotent by its "Lead ID" / "Task
 * ID" property: before creating, the data source is queried for a page carrying that id, so a
 * retry after a lost answer finds the page instead of making a second one.
 *
 * The leads database needs the properties Name (title), Business (text), Email (email), Phone
 * (phone), Score (number), Priority (select), Status (select), Source (select), Summary (text)
 * and Lead ID (text); the tasks database Name (title), Description (text), Type (select),
 * Priority (select), Due Date (date), Related Lead (text), Completed (checkbox), Task ID (text).
 */

const databaseSchema = z.object({
  id: z.string(),
  title: z.array(z.object({ plain_text: z.string() })).optional(),
  data_sources: z.array(z.object({ id: z.string(), name: z.string().optional() })).optional(),
})
const queryResultSchema = z.object({ results: z.array(z.object({ id: z.string() })) })
const pageSchema = z.object({ id: z.string() })

const text = (value: string) => ({ rich_text: [{ type: 'text' as const, text: { content: value.slice(0, 2000) } }] })
const title = (value: string) => ({ title: [{ type: 'text' as const, text: { content: value.slice(0, 2000) } }] })
const select = (name: string) => ({ select: { name } })

function describeFailure(error: unknown): ProviderFailure {
  if (error instanceof RequestTimeoutError || isTimeoutError(error)) return { kind: 'timeout', message: 'no answer within the timeout' }
  if (error instanceof APIResponseError) return { kind: 'http', status: error.status, message: `HTTP ${error.status} ${error.code}: ${errorText(error)}` }
  if (isHTTPResponseError(error)) return { kind: 'malformed', status: error.status, message: `HTTP ${error.status}: unreadable answer` }
  if (error instanceof SyntaxError) return { kind: 'malformed', message: `the answer is not JSON: ${errorText(error)}` }
  return { kind: 'network', message: errorText(error) }
}

export type NotionOptions = {
  token: string
  leadsDatabaseId: string
  tasksDatabaseId: string | undefined
  baseUrl: string
  timeoutMs: number
}

export function createNotionCrm(options: NotionOptions): CrmProvider {
  const client = new Client({
    auth: options.token,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retry: false,
    // The pipeline logs each failure once, with its step; the client's own warnings would repeat them.
    logger: () => {},
  })
  const call = <T>(run: () => Promise<T>) => callWithTimeout(options.timeoutMs, run, describeFailure)

  /** A database's first data source; looked up once per process. */
  const dataSources = new Map<string, string>()
  async function dataSourceOf(databaseId: string): Promise<Outcome<{ id: string; title: string }>> {
    const answer = await call(() => client.databases.retrieve({ database_id: databaseId }))
    if (!answer.ok) return answer
    const database = databaseSchema.safeParse(answer.value)
    if (!database.success) return failed('malformed', `unexpected database: ${z.prettifyError(database.error)}`)
    const source = database.data.data_sources?.[0]
    if (!source) return failed('malformed', `the database ${databaseId} has no data source`)
    dataSources.set(databaseId, source.id)
    return succeeded({ id: source.id, title: database.data.title?.map((part) => part.plain_text).join('') ?? '' })
  }

  async function upsertPage(databaseId: string, idProperty: string, id: string, properties: Record<string, unknown>) {
    let sourceId = dataSources.get(databaseId)
    if (!sourceId) {
      const source = await dataSourceOf(databaseId)
      if (!source.ok) return source
      sourceId = source.value.id
    }
    const query = await call(() =>
      client.dataSources.query({ data_source_id: sourceId, filter: { property: idProperty, rich_text: { equals: id } }, page_size: 1 }),
    )
    if (!query.ok) return query
    const found = queryResultSchema.safeParse(query.value)
    if (!found.success) return failed('malformed', `unexpected query result: ${z.prettifyError(found.error)}`)
    if (found.data.results[0]) return succeeded({ pageId: found.data.results[0].id, created: false })

    const created = await call(() =>
      client.pages.create({
        parent: { data_source_id: sourceId },
        properties: { ...properties, [idProperty]: text(id) } as never,
      }),
    )
    if (!created.ok) return created
    const page = pageSchema.safeParse(created.value)
    if (!page.success) return failed('malformed', `unexpected page: ${z.prettifyError(page.error)}`)
    return succeeded({ pageId: page.data.id, created: true })
  }

  return {
    kind: 'notion',
    mirrorsTasks: Boolean(options.tasksDatabaseId),

    mirrorLead(lead: CrmLead) {
      return upsertPage(options.leadsDatabaseId, 'Lead ID', lead.leadId, {
        Name: title(lead.fullName),
        Business: text(lead.businessName),
        Email: { email: lead.email },
        Phone: { phone_number: lead.phone },
        Score: { number: lead.score },
        Priority: select(lead.priority),
        Status: select(lead.status),
        Source: select(lead.source),
        Summary: text(lead.summary),
      })
    },

    async mirrorTask(task: CrmTask) {
      if (!options.tasksDatabaseId) return succeeded({ pageId: null, created: false })
      return upsertPage(options.tasksDatabaseId, 'Task ID', task.taskId, {
        Name: title(task.title),
        Description: text(task.description),
        Type: select(task.type),
        Priority: select(task.priority),
        'Due Date': { date: task.dueDate ? { start: task.dueDate.toISOString() } : null },
        'Related Lead': text(task.relatedLead),
        Completed: { checkbox: task.completed },
      })
    },

    async test() {
      const databases: { name: string; found: boolean }[] = []
      const wanted = [
        { label: 'Leads', id: options.leadsDatabaseId },
        ...(options.tasksDatabaseId ? [{ label: 'Tasks', id: options.tasksDatabaseId }] : []),
      ]
      for (const database of wanted) {
        const source = await dataSourceOf(database.id)
        if (source.ok) {
          databases.push({ name: source.value.title || database.label, found: true })
        } else if (source.failure.kind === 'http' && source.failure.status === 404) {
          databases.push({ name: database.label, found: false })
        } else {
          return source
        }
      }
      return succeeded({ databases })
    },
  }
}
