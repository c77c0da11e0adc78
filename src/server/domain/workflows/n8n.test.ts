import { describe, expect, it } from 'vitest'
import { buildWorkflow, n8nNodeTypes, stableUuid, workflowProblems, workflowSteps, type N8nWorkflow } from './n8n'
import { code, ifCondition, sendEmail, webhook } from './nodes'

const email = (name: string) => sendEmail(name, { from: 'a@example.com', to: 'b@example.com', subject: 'Hi', text: 'Hello' })

function sample(): N8nWorkflow {
  return buildWorkflow('sample', {
    name: 'Sample',
    nodes: [webhook('Start', 'start'), code('Prepare', 'return { json: $json };'), ifCondition('Big?', '={{ $json.size }}', { type: 'number', operation: 'gt' }, 5), email('Yes Mail'), email('No Mail'), email('After Yes')],
    edges: [
      { from: 'Start', to: 'Prepare' },
      { from: 'Prepare', to: 'Big?' },
      { from: 'Big?', to: 'No Mail', output: 1 },
      { from: 'Big?', to: 'Yes Mail', output: 0 },
      { from: 'Yes Mail', to: 'After Yes' },
    ],
  })
}

describe('buildWorkflow', () => {
  it("keys connections by node name, one array per output, in n8n's shape", () => {
    const workflow = sample()
    expect(workflow.connections['Start']).toEqual({ main: [[{ node: 'Prepare', type: 'main', index: 0 }]] })
    expect(workflow.connections['Big?']).toEqual({
      main: [[{ node: 'Yes Mail', type: 'main', index: 0 }], [{ node: 'No Mail', type: 'main', index: 0 }]],
    })
    expect(workflow.settings).toEqual({ executionOrder: 'v1' })
  })

  it('gives every node a stable UUID, and a webhook its webhookId', () => {
    const [first, second] = [sample(), sample()]
    expect(first).toEqual(second)
    for (const node of first.nodes) expect(node.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(first.nodes.map((node) => node.id)).size).toBe(first.nodes.length)
    expect(first.nodes[0]!.webhookId).toBe(stableUuid('sample', 'Start', 'webhook'))
    expect(first.nodes.slice(1).every((node) => node.webhookId === undefined)).toBe(true)
  })

  it('places each step one column right of the one before it, branches in rows', () => {
    const position = Object.fromEntries(sample().nodes.map((node) => [node.name, node.position]))
    expect(position['Start']).toEqual([0, 0])
    expect(position['Prepare']).toEqual([220, 0])
    expect(position['Big?']).toEqual([440, 0])
    expect(position['Yes Mail']![0]).toBe(660)
    expect(position['No Mail']![0]).toBe(660)
    expect(position['Yes Mail']![1]).not.toBe(position['No Mail']![1])
    expect(position['After Yes']).toEqual([880, 0])
  })
})

describe('workflowSteps', () => {
  it('lists the nodes from the trigger along the connections, the true branch before the false one', () => {
    expect(workflowSteps(sample()).map((step) => step.name)).toEqual(['Start', 'Prepare', 'Big?', 'Yes Mail', 'After Yes', 'No Mail'])
    expect(workflowSteps(sample())[0]).toEqual({ name: 'Start', type: 'n8n-nodes-base.webhook' })
  })
})

describe('workflowProblems', () => {
  it('finds none in a sound workflow', () => {
    expect(workflowProblems(sample())).toEqual([])
  })

  it("refuses what n8n's schema does not allow", () => {
    const workflow = sample() as unknown as { nodes: Array<Record<string, unknown>> }
    workflow.nodes[1]!.position = [1]
    workflow.nodes[2]!.id = 'not-a-uuid'
    workflow.nodes[3]!.colour = 'red'
    const problems = workflowProblems(workflow)
    expect(problems.some((problem) => problem.startsWith('nodes.1.position'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('nodes.2.id'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('nodes.3'))).toBe(true)
    expect(workflowProblems({ name: 'x', nodes: [], connections: {} })).not.toEqual([])
  })

  it('refuses two nodes of one name, and a connection to a node that does not exist', () => {
    const workflow = sample()
    workflow.nodes[4]!.name = 'Yes Mail'
    workflow.connections['Prepare']!.main[0]!.push({ node: 'Nowhere', type: 'main', index: 0 })
    const problems = workflowProblems(workflow)
    expect(problems).toContain('two nodes are named "Yes Mail"')
    expect(problems).toContain('"Prepare" connects to "Nowhere", which is no node')
  })

  it('refuses a node type n8n does not have, and a typeVersion its node does not have', () => {
    const workflow = sample()
    workflow.nodes[1]!.type = 'n8n-nodes-base.codeBlock'
    workflow.nodes[2]!.typeVersion = 3
    const problems = workflowProblems(workflow)
    expect(problems).toContain('"Prepare": n8n-nodes-base.codeBlock is not a known n8n node type')
    expect(problems).toContain('"Big?": n8n-nodes-base.if has no typeVersion 3 (n8n has 2, 2.1, 2.2)')
  })

  it('needs exactly one trigger, fed by nothing, from which every node is reached', () => {
    const twoTriggers = sample()
    twoTriggers.nodes.push({ ...twoTriggers.nodes[0]!, id: stableUuid('other'), name: 'Second Start' })
    expect(workflowProblems(twoTriggers)).toContain('a workflow needs exactly one trigger; this one has 2')

    const unreachable = sample()
    unreachable.connections['Big?']!.main[1] = []
    expect(workflowProblems(unreachable)).toEqual(['"No Mail" is not reachable from the trigger'])

    const intoTrigger = sample()
    intoTrigger.connections['After Yes'] = { main: [[{ node: 'Start', type: 'main', index: 0 }]] }
    expect(workflowProblems(intoTrigger)).toContain('"After Yes" connects to the trigger "Start"')
  })

  it('knows the trigger node types apart from the others', () => {
    const triggers = Object.entries(n8nNodeTypes).filter(([, type]) => type.trigger).map(([name]) => name)
    expect(triggers.sort()).toEqual(['n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.webhook'])
  })
})
