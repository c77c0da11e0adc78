import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leads, outbox, tasks } from '@/server/db/schema'
import { adminApi, createTaskResponseSchema, salesTaskSchema, taskListSchema, type CreateTaskRequest } from '@/shared/admin'
import { startNotionFake, type NotionFake } from '../fakes/notion-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { operatorCalls } from '../support/operator'
import { fakeProviders } from '../support/providers'
import { waitFor } from '../support/wait-for'
import { useTestApp } from '../support/test-app'

/**
 * SPEC §2 "Sales Tasks", §7 POST /api/notion/tasks and §4's task outcomes (docs/decisions/013):
 * an 'Email' task for a known lead prepares a draft, a 'Follow-up' task that a scheduled e-mail
 * covers is done at once, anything else is just stored. `local` has nothing configured;
 * `mirrored` (its own database, its own workers) has Notion with a tasks database.
 */

let notion: NotionFake
let fixedNow: Date | undefined
const now = () => fixedNow ?? new Date()
const hourMs = 60 * 60 * 1000

beforeAll(async () => {
  notion = await startNotionFake()
})
afterAll(() => notion?.close())
// Registered before the apps' own beforeEach, which waits for the last test's jobs: those finish
// on today's clock and healthy fakes, not on what the last test set.
beforeEach(() => {
  fixedNow = undefined
})
const local = useTestApp({ now, config: { ownerTimeZone: 'America/New_York' } }, { idleQueueMs: 15_000 })
const mirrored = useTestApp(() => ({ now, config: { providers: fakeProviders({ notion }) } }), { idleQueueMs: 15_000 })
const operator = operatorCalls(() => fixedNow, '10.4.0')
beforeEach(() => {
  notion.pages.length = 0
})

let address = 0
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, target = local.app) {
  return operator.call(target, method, url, payload)
}

const addTask = (task: CreateTaskRequest, target = local.app) => call('POST', adminApi.tasks, task, target)
const listTasks = async (query = '') => taskListSchema.parse((await call('GET', `${adminApi.tasks}${query}`)).json())

/** A lead from the contact form, with its pipeline run through: 5 tasks and follow-ups at +24 h and +7 d. */
async function contactLead(overrides: Parameters<typeof validContact>[0] = {}) {
  await local.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(overrides), ...humanFormFields() }, remoteAddress: `10.5.0.${++address % 250}` })
  await waitForIdleQueue(local.database)
  const [lead] = await local.database.db.select().from(leads).where(eq(leads.email, overrides.email ?? 'riley@morganhvac.com'))
  return lead!
}

describe(`POST /api/notion/tasks on ${process.env.TEST_DATABASE}`, () => {
  it("stores a plain task: neither completed nor prepared, due at 17:00 New York time on the day given", async () => {
    const response = await addTask({ title: 'Call the bakery', description: 'Ask about catering.', type: 'Call', priority: 'High', dueDate: '2026-03-20', relatedLead: 'Somebody new' })
    expect(response.statusCode).toBe(201)
    const body = createTaskResponseSchema.parse(response.json())
    expect(body.automation).toEqual({ actuallyCompleted: false, autoPrepared: false })
    expect(body.message).toBe('Task added')
    expect(body.task).toMatchObject({
      title: 'Call the bakery',
      description: 'Ask about catering.',
      type: 'Call',
      priority: 'High',
      relatedLead: 'Somebody new',
      leadId: null,
      completed: false,
      // 17:00 EDT (daylight time began on 8 March).
      dueDate: '2026-03-20T21:00:00.000Z',
    })
    const [row] = await local.database.db.select().from(tasks)
    expect(row).toMatchObject({ id: body.task.id, completed: false, completedAt: null, relatedLead: 'Somebody new' })
  })

  it('takes the defaults of SPEC §9, a full timestamp as it is, and an empty due date as none', async () => {
    const bare = createTaskResponseSchema.parse((await addTask({ title: 'Think' })).json())
    expect(bare.task).toMatchObject({ type: 'Follow-up', priority: 'Medium', dueDate: null, relatedLead: '', description: '' })
    expect(createTaskResponseSchema.parse((await addTask({ title: 'At noon', dueDate: '2026-05-01T12:00:00Z' })).json()).task.dueDate).toBe('2026-05-01T12:00:00.000Z')
    expect(createTaskResponseSchema.parse((await addTask({ title: 'Whenever', dueDate: '' })).json()).task.dueDate).toBeNull()
  })

  it('refuses a task without a title or with a bad type or date, with 400 naming each field', async () => {
    const response = await addTask({ title: '  ', type: 'Lunch' as never, dueDate: 'someday soon' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ title: 'Title is required', type: 'Choose a type', dueDate: 'Due date must be a date' })
    expect((await addTask({ title: 'x', assignee: 'me' } as never)).json().fields).toEqual({ assignee: 'Unknown field' })
    expect(await local.database.db.select().from(tasks)).toEqual([])
  })

  it("(a) prepares an 'Email' task's e-mail as a draft in the outbox for a lead it names", async () => {
    const lead = await contactLead()
    const response = await addTask({ title: 'Send the case study', description: 'Here is the HVAC case study we talked about.', type: 'Email', relatedLead: 'RILEY@morganhvac.com' })
    const body = createTaskResponseSchema.parse(response.json())
    expect(body.automation).toEqual({ actuallyCompleted: false, autoPrepared: true })
    expect(body.message).toBe('Task added; e-mail draft "Send the case study" to riley@morganhvac.com prepared in the outbox for you to review')
    expect(body.task).toMatchObject({ leadId: lead.id, completed: false })

    const [draft] = await local.database.db.select().from(outbox).where(eq(outbox.kind, 'task-email'))
    expect(draft).toMatchObject({
      idempotencyKey: `task-email:${body.task.id}`,
      status: 'draft',
      to: 'riley@morganhvac.com',
      subject: 'Send the case study',
      leadId: lead.id,
    })
    expect(draft!.text).toContain('Here is the HVAC case study we talked about.')
    expect(draft!.text).toContain(`/api/unsubscribe?token=${lead.unsubscribeToken}`)
    expect(draft!.headers['List-Unsubscribe']).toContain(lead.unsubscribeToken)
    // A draft waits for the owner: no job sends it.
    await waitForIdleQueue(local.database)
    const [still] = await local.database.db.select().from(outbox).where(eq(outbox.id, draft!.id))
    expect(still!.status).toBe('draft')
  })

  it('finds the lead by name, business, or the "Name (Business)" form of the pipeline\'s tasks, in any case', async () => {
    const lead = await contactLead()
    for (const relatedLead of ['riley morgan', 'MORGAN HEATING & AIR', 'Riley Morgan (Morgan Heating & Air)']) {
      const body = createTaskResponseSchema.parse((await addTask({ title: `Note for ${relatedLead}`, type: 'Email', relatedLead })).json())
      expect(body.task.leadId, relatedLead).toBe(lead.id)
      expect(body.automation.autoPrepared, relatedLead).toBe(true)
    }
    expect(await local.database.db.select().from(outbox).where(eq(outbox.kind, 'task-email'))).toHaveLength(3)
  })

  it("drafts nothing for a lead who unsubscribed, or when no lead matches", async () => {
    const lead = await contactLead()
    await local.database.db.update(leads).set({ unsubscribedAt: new Date() }).where(eq(leads.id, lead.id))
    const unsubscribed = createTaskResponseSchema.parse((await addTask({ title: 'Write', type: 'Email', relatedLead: 'Riley Morgan' })).json())
    expect(unsubscribed.automation).toEqual({ actuallyCompleted: false, autoPrepared: false })
    expect(unsubscribed.message).toBe('Task added for Riley Morgan; no e-mail drafted: the lead has unsubscribed')
    const unknown = createTaskResponseSchema.parse((await addTask({ title: 'Write', type: 'Email', relatedLead: 'Nobody Known' })).json())
    expect(unknown.automation).toEqual({ actuallyCompleted: false, autoPrepared: false })
    expect(unknown.message).toBe('Task added; no lead matches "Nobody Known"')
    expect(unknown.task.leadId).toBeNull()
    expect(await local.database.db.select().from(outbox).where(eq(outbox.kind, 'task-email'))).toEqual([])
  })

  it("(b) completes a 'Follow-up' task that a scheduled follow-up e-mail covers, saying which", async () => {
    const lead = await contactLead()
    const [firstFollowUp] = await local.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, `follow-up-1:${lead.id}`))
    const dueAfter = new Date(firstFollowUp!.sendAfter!.getTime() + hourMs).toISOString()
    const response = await addTask({ title: 'Follow up with Riley', description: 'Check in after the first e-mail.', type: 'Follow-up', dueDate: dueAfter, relatedLead: 'Riley Morgan' })
    const body = createTaskResponseSchema.parse(response.json())
    expect(body.automation).toEqual({ actuallyCompleted: true, autoPrepared: false })
    expect(body.message).toContain(`Task added and completed: the follow-up e-mail "${firstFollowUp!.subject}" to Riley Morgan`)
    expect(body.task.completed).toBe(true)
    expect(body.task.description).toMatch(/^Check in after the first e-mail\.\n\nCompleted automatically: the follow-up e-mail ".+" scheduled for .+ covers it\.$/)
    const [row] = await local.database.db.select().from(tasks).where(eq(tasks.id, body.task.id))
    expect(row!.completedAt).not.toBeNull()

    // Without a due date any scheduled follow-up covers it.
    const undated = createTaskResponseSchema.parse((await addTask({ title: 'Follow up', type: 'Follow-up', relatedLead: 'riley@morganhvac.com' })).json())
    expect(undated.automation.actuallyCompleted).toBe(true)
  })

  it("(c) leaves a 'Follow-up' task open when no scheduled e-mail goes out by its due date", async () => {
    await contactLead()
    const soon = new Date(Date.now() + hourMs).toISOString()
    const body = createTaskResponseSchema.parse((await addTask({ title: 'Call back today', type: 'Follow-up', dueDate: soon, relatedLead: 'Riley Morgan' })).json())
    expect(body.automation).toEqual({ actuallyCompleted: false, autoPrepared: false })
    expect(body.message).toBe('Task added for Riley Morgan; no scheduled follow-up e-mail covers it')
    expect(body.task.completed).toBe(false)
    // Nor when the lead's follow-ups were cancelled (an unsubscribe).
    await local.database.db.update(outbox).set({ status: 'cancelled' }).where(eq(outbox.kind, 'follow-up'))
    const cancelled = createTaskResponseSchema.parse((await addTask({ title: 'Follow up', type: 'Follow-up', relatedLead: 'Riley Morgan' })).json())
    expect(cancelled.automation.actuallyCompleted).toBe(false)
  })

  it('mirrors the new task to the Notion tasks database when one is configured', async () => {
    const body = createTaskResponseSchema.parse((await addTask({ title: 'Prepare the demo', type: 'Demo', dueDate: '2026-04-02' }, mirrored.app)).json())
    expect(body.message).toBe('Task added; Notion mirror queued')
    const page = await waitFor(async () => notion.pages.find((candidate) => notion.text(candidate, 'Task ID') === body.task.id), 10_000, 'the Notion task page')
    expect(notion.text(page, 'Name')).toBe('Prepare the demo')
    await waitFor(async () => {
      const [row] = await mirrored.database.db.select().from(tasks).where(eq(tasks.id, body.task.id))
      return row!.notionPageId === page.id ? true : undefined
    })
  })
})

describe('GET /api/notion/tasks', () => {
  it("lists open tasks by due date (undated last), then done ones, latest done first; not the sample leads' tasks", async () => {
    fixedNow = new Date('2026-03-02T15:00:00Z')
    const add = async (title: string, dueDate?: string) => createTaskResponseSchema.parse((await addTask({ title, dueDate })).json()).task.id
    await add('Undated')
    await add('Due in April', '2026-04-01')
    await add('Due tomorrow', '2026-03-03')
    const doneFirst = await add('Done first', '2026-03-05')
    const doneLast = await add('Done last', '2026-03-06')
    await add('Due in March', '2026-03-10')
    fixedNow = new Date('2026-03-03T10:00:00Z')
    expect((await call('PATCH', adminApi.task(doneFirst), { completed: true })).statusCode).toBe(200)
    fixedNow = new Date('2026-03-04T10:00:00Z')
    expect((await call('PATCH', adminApi.task(doneLast), { completed: true })).statusCode).toBe(200)
    // The automation test's sample lead gets its own 5 tasks: not the owner's.
    fixedNow = undefined
    await local.app.inject({ method: 'POST', url: '/api/automation/test' })
    expect(await local.database.db.select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual([{ n: 11 }])

    const list = await listTasks()
    expect(list.tasks.map((task) => task.title)).toEqual(['Due tomorrow', 'Due in March', 'Due in April', 'Undated', 'Done last', 'Done first'])
    expect(list.page).toEqual({ page: 1, pageSize: 20, total: 6 })
    const second = await listTasks('?page=2&pageSize=4')
    expect(second.tasks.map((task) => task.title)).toEqual(['Done last', 'Done first'])
    expect(second.page).toEqual({ page: 2, pageSize: 4, total: 6 })
  })

  it('refuses a search on tasks and a bad page with 400 naming the field', async () => {
    expect((await call('GET', `${adminApi.tasks}?page=0`)).json().fields).toEqual({ page: 'page must be a whole number from 1' })
    expect((await call('GET', `${adminApi.tasks}?search=x`)).json().fields).toEqual({ search: 'Unknown field' })
  })
})

describe('PATCH /api/notion/tasks/:id', () => {
  it('ticks a task off and opens it again', async () => {
    fixedNow = new Date('2026-03-02T15:00:00Z')
    const created = createTaskResponseSchema.parse((await addTask({ title: 'Send the proposal' })).json()).task
    const done = await call('PATCH', adminApi.task(created.id), { completed: true })
    expect(done.statusCode).toBe(200)
    expect(salesTaskSchema.parse(done.json())).toMatchObject({ id: created.id, completed: true, title: 'Send the proposal' })
    let [row] = await local.database.db.select().from(tasks)
    expect(row!.completedAt!.toISOString()).toBe('2026-03-02T15:00:00.000Z')
    // Ticking it again keeps when it was first done.
    fixedNow = new Date('2026-03-03T15:00:00Z')
    await call('PATCH', adminApi.task(created.id), { completed: true })
    ;[row] = await local.database.db.select().from(tasks)
    expect(row!.completedAt!.toISOString()).toBe('2026-03-02T15:00:00.000Z')

    const reopened = salesTaskSchema.parse((await call('PATCH', adminApi.task(created.id), { completed: false })).json())
    expect(reopened.completed).toBe(false)
    ;[row] = await local.database.db.select().from(tasks)
    expect(row).toMatchObject({ completed: false, completedAt: null })
  })

  it('answers 404 for no such task, whatever the id looks like, and 400 for a bad body', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call('PATCH', adminApi.task(id), { completed: true })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ error: 'Task not found' })
    }
    const created = createTaskResponseSchema.parse((await addTask({ title: 'x' })).json()).task
    const bad = await call('PATCH', adminApi.task(created.id), { completed: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ completed: 'completed must be true or false' })
  })
})
