import { randomUUID } from 'node:crypto'
import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * A Notion-shaped API (version 2025-09-03) with two databases, each with one data source:
 * GET /v1/databases/:id, POST /v1/data_sources/:id/query (filter on a rich-text property
 * `equals`), POST /v1/pages. Faults by kind: 'retrieve', 'query', 'create'.
 */
export type NotionPage = { id: string; dataSourceId: string; properties: Record<string, any> }

export type NotionFake = {
  url: string
  token: string
  leadsDatabaseId: string
  tasksDatabaseId: string
  faults: Faults
  pages: NotionPage[]
  requests: FakeRequest[]
  /** Property `name` of a page as plain text (rich text, title, select, email…). */
  text(page: NotionPage, name: string): string | undefined
  close(): Promise<void>
}

const notFound = (what: string) => ({ status: 404, json: { object: 'error', status: 404, code: 'object_not_found', message: `Could not find ${what}.` } })

export async function startNotionFake(): Promise<NotionFake> {
  const token = 'secret_fake_notion_token'
  const databases = new Map<string, { name: string; dataSourceId: string }>([
    [randomUUID(), { name: 'Leads', dataSourceId: randomUUID() }],
    [randomUUID(), { name: 'Tasks', dataSourceId: randomUUID() }],
  ])
  const [leadsDatabaseId, tasksDatabaseId] = [...databases.keys()] as [string, string]
  const faults = createFaults()
  const pages: NotionPage[] = []

  const text = (page: NotionPage, name: string): string | undefined => {
    const property = page.properties[name]
    if (!property) return undefined
    if (property.rich_text) return property.rich_text.map((part: any) => part.text.content).join('')
    if (property.title) return property.title.map((part: any) => part.text.content).join('')
    if (property.select) return property.select.name
    if ('email' in property) return property.email
    if ('number' in property) return String(property.number)
    return undefined
  }

  const server = await startHttpFake((request) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return { status: 401, json: { object: 'error', status: 401, code: 'unauthorized', message: 'API token is invalid.' } }
    }
    const database = /^\/v1\/databases\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && database) {
      const fault = faults.take('retrieve')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      const found = databases.get(database[1]!)
      if (!found) return notFound(`database with ID: ${database[1]}`)
      return {
        json: {
          object: 'database',
          id: database[1],
          title: [{ type: 'text', plain_text: found.name, text: { content: found.name } }],
          data_sources: [{ id: found.dataSourceId, name: found.name }],
        },
      }
    }
    const query = /^\/v1\/data_sources\/([^/]+)\/query$/.exec(request.path)
    if (request.method === 'POST' && query) {
      const fault = faults.take('query')
      if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
      const filter = (request.body as { filter?: { property: string; rich_text?: { equals: string } } }).filter
      const results = pages.filter(
        (page) => page.dataSourceId === query[1] && (!filter?.rich_text || text(page, filter.property) === filter.rich_text.equals),
      )
      return { json: { object: 'list', results: results.map((page) => ({ object: 'page', id: page.id })), has_more: false, next_cursor: null } }
    }
    if (request.method === 'POST' && request.path === '/v1/pages') {
      const fault = faults.take('create')
      if (fault && fault !== 'hang-after-effect') return faultReply(fault)
      const body = request.body as { parent: { data_source_id: string }; properties: Record<string, unknown> }
      const page = { id: randomUUID(), dataSourceId: body.parent.data_source_id, properties: body.properties }
      pages.push(page)
      // The page exists, but the answer never arrives: the client times out and retries.
      if (fault === 'hang-after-effect') return { hang: true }
      return { json: { object: 'page', id: page.id, properties: body.properties } }
    }
    return notFound(request.path)
  })

  return {
    url: server.url,
    token,
    leadsDatabaseId,
    tasksDatabaseId,
    faults,
    pages,
    requests: server.requests,
    text,
    close: server.close,
  }
}
