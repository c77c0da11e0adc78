import { describe, expect, it } from 'vitest'
import { sampleLeads } from '../data/sample-leads'
import { addLead, createLead, emptyLeadForm, scoreLead } from './leads'
import { leadStatusStyle, listingStatusStyle } from './status-styles'

const form = { name: 'Dana Whitaker', email: 'dana@example.com', phone: '(859) 555-0101', propertyType: 'Condo', budget: '$400k - $600k' }

describe('website lead form', () => {
  it('adds the inquiry to the top of Active Leads as a new website lead', () => {
    const leads = addLead(sampleLeads, form, 1)
    expect(leads).toHaveLength(sampleLeads.length + 1)
    expect(leads[0]).toMatchObject({ ...form, id: 'web-1', status: 'new', source: 'Website', lastContact: 'Just now' })
    expect(leads.slice(1)).toEqual(sampleLeads)
  })

  it('accepts an empty inquiry: SPEC shows no validation', () => {
    const lead = createLead(emptyLeadForm, 2)
    expect(lead).toMatchObject({ name: '', email: '', status: 'new' })
  })

  it('scores within 0-100, higher with more detail and budget', () => {
    expect(scoreLead(emptyLeadForm)).toBe(55)
    expect(scoreLead(form)).toBeGreaterThan(scoreLead({ ...form, phone: '' }))
    expect(scoreLead({ ...form, budget: '$1M+' })).toBeLessThanOrEqual(100)
  })
})

describe('status styles', () => {
  it('shows new leads in the destructive style and offers in the default one', () => {
    expect(leadStatusStyle('new')).toEqual({ variant: 'destructive', label: 'New' })
    expect(leadStatusStyle('offer')).toEqual({ variant: 'default', label: 'Offer' })
    expect(leadStatusStyle('viewing').label).toBe('Viewing')
  })

  it('reads any listing status other than active or pending as sold', () => {
    expect(listingStatusStyle('active').label).toBe('Active')
    expect(listingStatusStyle('pending').label).toBe('Pending')
    expect(listingStatusStyle('sold').label).toBe('Sold')
    expect(listingStatusStyle('withdrawn').label).toBe('Sold')
  })
})
