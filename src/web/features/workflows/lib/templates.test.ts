import { describe, expect, it } from 'vitest'
import { exportFileName, filterByIndustry, industryFilters, nodeTypeLabel } from './templates'

const templates = [
  { id: 'a', industry: 'Restaurant' },
  { id: 'b', industry: 'Restaurant' },
  { id: 'c', industry: 'Real Estate' },
  { id: 'd', industry: 'Retail' },
]

describe('industry filter', () => {
  it('offers All, then each industry once in catalogue order', () => {
    expect(industryFilters(templates)).toEqual(['All', 'Restaurant', 'Real Estate', 'Retail'])
    expect(industryFilters([])).toEqual(['All'])
  })

  it('shows every template for All and only that industry otherwise', () => {
    expect(filterByIndustry(templates, 'All').map((template) => template.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(filterByIndustry(templates, 'Restaurant').map((template) => template.id)).toEqual(['a', 'b'])
    expect(filterByIndustry(templates, 'Healthcare')).toEqual([])
  })
})

describe('export', () => {
  it('saves a workflow as {id}-workflow.json', () => {
    expect(exportFileName('restaurant-reservations')).toBe('restaurant-reservations-workflow.json')
  })
})

describe('n8n node types', () => {
  it('reads a known type as n8n names it', () => {
    expect(nodeTypeLabel('n8n-nodes-base.httpRequest')).toBe('HTTP Request')
    expect(nodeTypeLabel('n8n-nodes-base.emailSend')).toBe('Send Email')
    expect(nodeTypeLabel('n8n-nodes-base.if')).toBe('If')
  })

  it('splits an unknown type at its capitals', () => {
    expect(nodeTypeLabel('n8n-nodes-base.microsoftTeamsTrigger')).toBe('Microsoft Teams Trigger')
    expect(nodeTypeLabel('@n8n/n8n-nodes-langchain.agent')).toBe('Agent')
  })

  it('never reads a name from the object prototype', () => {
    expect(nodeTypeLabel('n8n-nodes-base.constructor')).toBe('Constructor')
  })
})
