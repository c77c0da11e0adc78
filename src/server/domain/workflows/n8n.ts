import { createHash } from 'node:crypto'
import { z } from 'zod'

/**
 * n8n's workflow JSON: what n8n's "Download" writes and "Import from File" reads. The types and
 * the schema mirror n8n's own, in packages/workflow/src/Interfaces.ts (n8n 1.x): INode,
 * IConnection / INodeConnections / IConnections, IWorkflowSettings and the exported subset of
 * IWorkflowBase (name, nodes, connections, settings, pinData, meta). The n8n-workflow package
 * itself is not a dependency: it brings Sentry, ssh2, axios and CodeMirror with it
 * (docs/decisions/019).
 */

/** INodeParameters: any JSON; expressions are strings that start with '='. */
export type N8nParameters = { [name: string]: unknown }

/** INode, the fields a shared workflow carries (credentials are chosen by whoever imports it). */
export type N8nNode = {
  id: string
  name: string
  type: string
  typeVersion: number
  position: [number, number]
  parameters: N8nParameters
  /** Webhook nodes: the id of their production URL path. */
  webhookId?: string
  notes?: string
  disabled?: boolean
  /** What a failing node does: stop the workflow (n8n's default), or pass its input on. */
  onError?: 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput'
}

/** IConnection: the main output of a node feeds input `index` of `node`. */
export type N8nConnection = { node: string; type: 'main'; index: number }

/** INodeConnections: per output index, the inputs it feeds (null or [] when none). */
export type N8nNodeConnections = { main: Array<N8nConnection[] | null> }

/** IConnections: keyed by the source node's name (not its id). */
export type N8nConnections = { [sourceNodeName: string]: N8nNodeConnections }

/** IWorkflowSettings; 'v1' is the execution order of every workflow made since n8n 1.0. */
export type N8nSettings = { executionOrder: 'v1'; timezone?: string }

export type N8nWorkflow = {
  name: string
  nodes: N8nNode[]
  connections: N8nConnections
  settings: N8nSettings
  pinData?: { [nodeName: string]: Array<{ json: { [key: string]: unknown } }> }
  meta?: { templateCredsSetupCompleted?: boolean; instanceId?: string }
}

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
)

const connectionSchema = z.strictObject({ node: z.string().min(1), type: z.literal('main'), index: z.number().int().min(0) })

/** The workflow JSON as n8n reads it (Interfaces.ts), strict: an unknown field is a mistake here. */
export const n8nWorkflowSchema = z.strictObject({
  name: z.string().min(1),
  nodes: z
    .array(
      z.strictObject({
        id: z.uuid(),
        name: z.string().min(1),
        type: z.string().regex(/^(n8n-nodes-base|@n8n\/n8n-nodes-langchain)\.[A-Za-z0-9]+$/),
        typeVersion: z.number().positive(),
        position: z.tuple([z.number(), z.number()]),
        parameters: z.record(z.string(), jsonValue),
        webhookId: z.uuid().optional(),
        notes: z.string().optional(),
        disabled: z.boolean().optional(),
        onError: z.enum(['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput']).optional(),
      }),
    )
    .min(1),
  connections: z.record(z.string(), z.strictObject({ main: z.array(z.array(connectionSchema).nullable()) })),
  settings: z.strictObject({ executionOrder: z.literal('v1'), timezone: z.string().optional() }),
  pinData: z.record(z.string(), z.array(z.strictObject({ json: z.record(z.string(), jsonValue) }))).optional(),
  meta: z.strictObject({ templateCredsSetupCompleted: z.boolean().optional(), instanceId: z.string().optional() }).optional(),
})

/**
 * The n8n node types the templates may use, with the typeVersions n8n ships for each (from each
 * node's `version` in packages/nodes-base/nodes/…/*.node.ts) and its name in n8n's editor. A node
 * of a type or version not listed here is refused by the template checks.
 */
export const n8nNodeTypes = {
  'n8n-nodes-base.webhook': { label: 'Webhook', versions: [1, 1.1, 2, 2.1], trigger: true },
  'n8n-nodes-base.scheduleTrigger': { label: 'Schedule Trigger', versions: [1, 1.1, 1.2, 1.3], trigger: true },
  'n8n-nodes-base.httpRequest': { label: 'HTTP Request', versions: [3, 4, 4.1, 4.2], trigger: false },
  'n8n-nodes-base.set': { label: 'Edit Fields (Set)', versions: [3, 3.1, 3.2, 3.3, 3.4], trigger: false },
  'n8n-nodes-base.code': { label: 'Code', versions: [1, 2], trigger: false },
  'n8n-nodes-base.if': { label: 'If', versions: [2, 2.1, 2.2], trigger: false },
  'n8n-nodes-base.emailSend': { label: 'Send Email', versions: [2, 2.1], trigger: false },
  'n8n-nodes-base.googleSheets': { label: 'Google Sheets', versions: [3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7], trigger: false },
  'n8n-nodes-base.googleCalendar': { label: 'Google Calendar', versions: [1, 1.1, 1.2, 1.3], trigger: false },
  'n8n-nodes-base.twilio': { label: 'Twilio', versions: [1], trigger: false },
  'n8n-nodes-base.wait': { label: 'Wait', versions: [1, 1.1], trigger: false },
  'n8n-nodes-base.splitOut': { label: 'Split Out', versions: [1], trigger: false },
  'n8n-nodes-base.removeDuplicates': { label: 'Remove Duplicates', versions: [1, 1.1, 2], trigger: false },
  'n8n-nodes-base.postgres': { label: 'Postgres', versions: [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6], trigger: false },
} as const satisfies Record<string, { label: string; versions: readonly number[]; trigger: boolean }>

export type N8nNodeType = keyof typeof n8nNodeTypes

/** A node's type as a person reads it ('Send Email'); the raw type when not in the table. */
export function nodeTypeLabel(type: string): string {
  return type in n8nNodeTypes ? n8nNodeTypes[type as N8nNodeType].label : type
}

/**
 * A stable UUID for a node (RFC 4122 version 5 layout, SHA-1 of the workflow id and node name):
 * the exported JSON is the same on every export, and unique per workflow and node.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** One node of a template, as written: its place on the canvas is computed. */
export type NodeSpec = {
  name: string
  type: N8nNodeType
  typeVersion: number
  parameters: N8nParameters
  notes?: string
  onError?: N8nNode['onError']
}

/** An edge: `from`'s output `output` (0, or 1 for an If's false branch) feeds `to`. */
export type EdgeSpec = { from: string; to: string; output?: number }

/** The edges of a straight run of steps: each node to the next, from its first output. */
export function chain(...names: string[]): EdgeSpec[] {
  return names.slice(1).map((to, index) => ({ from: names[index]!, to }))
}

const columnWidth = 220
const rowHeight = 180

/**
 * Builds a workflow's JSON from its nodes and edges: ids from the workflow id and node names,
 * webhook ids, connections keyed by node name, and canvas positions (one column per step from
 * the trigger, one row per branch) so it opens tidy in n8n's editor.
 */
export function buildWorkflow(workflowId: string, spec: { name: string; nodes: NodeSpec[]; edges: EdgeSpec[]; timezone?: string }): N8nWorkflow {
  const connections: N8nConnections = {}
  for (const edge of spec.edges) {
    const output = edge.output ?? 0
    const main = (connections[edge.from] ??= { main: [] }).main
    while (main.length <= output) main.push([])
    main[output]!.push({ node: edge.to, type: 'main', index: 0 })
  }

  // Columns: the longest distance from a node without inputs; rows: order of arrival per column.
  const column = new Map<string, number>()
  const targets = new Set(spec.edges.map((edge) => edge.to))
  const queue = spec.nodes.filter((node) => !targets.has(node.name)).map((node) => node.name)
  for (const name of queue) column.set(name, 0)
  for (let index = 0; index < queue.length; index++) {
    const name = queue[index]!
    for (const edge of spec.edges.filter((candidate) => candidate.from === name)) {
      const next = column.get(name)! + 1
      if ((column.get(edge.to) ?? -1) < next && next <= spec.nodes.length) {
        column.set(edge.to, next)
        queue.push(edge.to)
      }
    }
  }
  const rows = new Map<number, number>()
  const position = (name: string): [number, number] => {
    const x = column.get(name) ?? 0
    const y = rows.get(x) ?? 0
    rows.set(x, y + 1)
    return [x * columnWidth, y * rowHeight]
  }

  return {
    name: spec.name,
    nodes: spec.nodes.map((node) => ({
      id: stableUuid(workflowId, node.name),
      name: node.name,
      type: node.type,
      typeVersion: node.typeVersion,
      position: position(node.name),
      parameters: node.parameters,
      ...(node.type === 'n8n-nodes-base.webhook' ? { webhookId: stableUuid(workflowId, node.name, 'webhook') } : {}),
      ...(node.notes ? { notes: node.notes } : {}),
      ...(node.onError ? { onError: node.onError } : {}),
    })),
    connections,
    settings: { executionOrder: 'v1', ...(spec.timezone ? { timezone: spec.timezone } : {}) },
  }
}

export const isTrigger = (node: Pick<N8nNode, 'type'>) =>
  node.type in n8nNodeTypes ? n8nNodeTypes[node.type as N8nNodeType].trigger : /trigger$/i.test(node.type)

/**
 * The nodes in execution order: depth-first from the trigger along the connections, outputs in
 * order (an If's true branch before its false one), each node once. This is the order n8n's v1
 * execution runs a workflow whose branches do not join again, as the templates' do.
 */
export function workflowSteps(workflow: Pick<N8nWorkflow, 'nodes' | 'connections'>): Array<{ name: string; type: string }> {
  const byName = new Map(workflow.nodes.map((node) => [node.name, node]))
  const visited = new Set<string>()
  const steps: Array<{ name: string; type: string }> = []
  const visit = (name: string) => {
    const node = byName.get(name)
    if (!node || visited.has(name)) return
    visited.add(name)
    steps.push({ name: node.name, type: node.type })
    for (const output of workflow.connections[name]?.main ?? []) for (const connection of output ?? []) visit(connection.node)
  }
  for (const trigger of workflow.nodes.filter(isTrigger)) visit(trigger.name)
  return steps
}

/**
 * Everything that would stop n8n importing the workflow or running it as written, in words;
 * empty when it is sound. Checked: n8n's shape (the schema above), unique node names and ids,
 * every type and typeVersion a real n8n node's, exactly one trigger, every connection between
 * existing nodes, no node feeding a trigger, and every node reachable from the trigger.
 */
export function workflowProblems(workflow: unknown): string[] {
  const parsed = n8nWorkflowSchema.safeParse(workflow)
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'workflow'}: ${issue.message}`)
  const { nodes, connections } = parsed.data
  const problems: string[] = []
  const names = new Set<string>()
  const ids = new Set<string>()
  for (const node of nodes) {
    if (names.has(node.name)) problems.push(`two nodes are named "${node.name}"`)
    if (ids.has(node.id)) problems.push(`two nodes have the id ${node.id}`)
    names.add(node.name)
    ids.add(node.id)
    const known = n8nNodeTypes[node.type as N8nNodeType] as (typeof n8nNodeTypes)[N8nNodeType] | undefined
    if (!known) problems.push(`"${node.name}": ${node.type} is not a known n8n node type`)
    else if (!(known.versions as readonly number[]).includes(node.typeVersion)) {
      problems.push(`"${node.name}": ${node.type} has no typeVersion ${node.typeVersion} (n8n has ${known.versions.join(', ')})`)
    }
  }
  const triggers = nodes.filter(isTrigger)
  if (triggers.length !== 1) problems.push(`a workflow needs exactly one trigger; this one has ${triggers.length}`)
  for (const [from, { main }] of Object.entries(connections)) {
    if (!names.has(from)) problems.push(`a connection starts at "${from}", which is no node`)
    for (const output of main) {
      for (const connection of output ?? []) {
        if (!names.has(connection.node)) problems.push(`"${from}" connects to "${connection.node}", which is no node`)
        else if (triggers.some((trigger) => trigger.name === connection.node)) problems.push(`"${from}" connects to the trigger "${connection.node}"`)
      }
    }
  }
  if (triggers.length === 1) {
    const reached = new Set(workflowSteps(parsed.data as N8nWorkflow).map((step) => step.name))
    for (const node of nodes) if (!reached.has(node.name)) problems.push(`"${node.name}" is not reachable from the trigger`)
  }
  return problems
}
