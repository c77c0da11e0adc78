import { describe, expect, it } from 'vitest'
import { researchAutomationWorkflowId, workflowTemplateSchema } from '@/shared/workflows'
import { allWorkflows, clientTemplates, findWorkflow, setupPriceOf, setupPrices, templateSummary, workflowTemplates } from './catalogue'
import { templateIndustries } from './definition'
import { isTrigger, n8nNodeTypes, workflowProblems, workflowSteps } from './n8n'

describe('every workflow of the catalogue', () => {
  it.each(allWorkflows.map((definition) => [definition.id, definition] as const))('%s is a sound n8n workflow', (_id, definition) => {
    expect(workflowProblems(definition.workflow)).toEqual([])
  })

  it.each(allWorkflows.map((definition) => [definition.id, definition] as const))('%s survives a JSON round trip unchanged', (_id, definition) => {
    expect(JSON.parse(JSON.stringify(definition.workflow))).toEqual(definition.workflow)
  })

  it('uses only real n8n node types at versions n8n has', () => {
    for (const definition of allWorkflows) {
      for (const node of definition.workflow.nodes) {
        const type = n8nNodeTypes[node.type as keyof typeof n8nNodeTypes]
        expect(type, `${definition.id}: ${node.name}`).toBeDefined()
        expect(type.versions as readonly number[], `${definition.id}: ${node.name}`).toContain(node.typeVersion)
      }
    }
  })

  it('has unique ids, names and webhook paths', () => {
    expect(new Set(allWorkflows.map((definition) => definition.id)).size).toBe(allWorkflows.length)
    expect(new Set(allWorkflows.map((definition) => definition.name)).size).toBe(allWorkflows.length)
    const paths = allWorkflows.flatMap((definition) => definition.workflow.nodes.filter((node) => node.type === 'n8n-nodes-base.webhook').map((node) => node.parameters.path))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('names each workflow in its JSON as in the catalogue', () => {
    for (const definition of allWorkflows) expect(definition.workflow.name).toBe(definition.name)
  })
})

describe('the client templates', () => {
  it('cover every industry the agency serves', () => {
    for (const industry of templateIndustries) {
      expect(clientTemplates.some((template) => template.industry === industry), industry).toBe(true)
    }
  })

  it('each have one setup price, within the $500-2000 the site states, and nothing else has one', () => {
    for (const template of clientTemplates) {
      expect(setupPriceOf(template.id)).toBeGreaterThanOrEqual(500)
      expect(setupPriceOf(template.id)).toBeLessThanOrEqual(2000)
    }
    expect(Object.keys(setupPrices).sort()).toEqual(clientTemplates.map((template) => template.id).sort())
    expect(() => setupPriceOf('toString')).toThrow(RangeError)
  })

  it('count their nodes and list their steps from the workflow itself', () => {
    for (const template of workflowTemplates()) {
      const definition = findWorkflow(template.id)!
      expect(workflowTemplateSchema.parse(template)).toEqual(template)
      expect(template.nodeCount).toBe(definition.workflow.nodes.length)
      expect(template.steps).toEqual(workflowSteps(definition.workflow))
      expect(template.steps).toHaveLength(template.nodeCount)
      expect(isTrigger(template.steps[0]!)).toBe(true)
    }
  })

  it('estimate savings as hours a week × an hourly cost × 4.33 weeks, at a plausible wage', () => {
    for (const template of clientTemplates) {
      const hourly = template.costSavings / (template.timeSavings * 4.33)
      expect(hourly, template.id).toBeGreaterThanOrEqual(15)
      expect(hourly, template.id).toBeLessThanOrEqual(50)
      expect(template.costSavings % 10).toBe(0)
    }
  })

  it('leave the internal research workflow out of the catalogue', () => {
    expect(workflowTemplates().map((template) => template.id)).not.toContain(researchAutomationWorkflowId)
  })
})

describe('the internal weekly research workflow (SPEC §9)', () => {
  const research = findWorkflow(researchAutomationWorkflowId)!

  it('saves 40 hours a week worth $5,000 a month, in 12 steps', () => {
    expect(research.timeSavings).toBe(40)
    expect(research.costSavings).toBe(5000)
    expect(research.workflow.nodes).toHaveLength(12)
    expect(workflowSteps(research.workflow)).toHaveLength(12)
  })

  it('runs weekly, and holds the components SPEC lists', () => {
    const types = research.workflow.nodes.map((node) => node.type)
    const trigger = research.workflow.nodes[0]!
    expect(trigger.type).toBe('n8n-nodes-base.scheduleTrigger')
    expect(trigger.parameters).toEqual({ rule: { interval: [{ field: 'weeks', weeksInterval: 1, triggerAtDay: [1], triggerAtHour: 7, triggerAtMinute: 0 }] } })
    const names = research.workflow.nodes.map((node) => node.name).join(' | ')
    expect(names).toContain('Places Search')
    expect(names).toContain('Professional Network Profile')
    expect(names).toContain('AI Business Analysis')
    expect(types).toContain('n8n-nodes-base.postgres')
    expect(types).toContain('n8n-nodes-base.emailSend')
  })

  it('has no setup price: it is not sold', () => {
    expect(() => templateSummary(research)).toThrow(RangeError)
  })
})
