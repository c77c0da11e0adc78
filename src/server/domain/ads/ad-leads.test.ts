import { describe, expect, it } from 'vitest'
import { adAttribution, answersText, googleAdLead, googleLeadSchema, leadgenChanges, metaAdLead, metaGraphLeadSchema, metaWebhookSchema } from './ad-leads'

// The documented samples: Meta's Page webhook for a new lead, its lead read from the Graph API
// ("Retrieving leads"), and Google Ads' lead form webhook (its "send test data" body).
const metaWebhook = {
  object: 'page',
  entry: [
    {
      id: '153125381133',
      time: 1502120716,
      changes: [
        { field: 'leadgen', value: { ad_id: '6045246247433', form_id: '1432095630152592', leadgen_id: '1476123582414203', created_time: 1502120716, page_id: '153125381133', adgroup_id: '6045246248033' } },
        { field: 'feed', value: { item: 'status' } },
      ],
    },
  ],
}
const metaLead = {
  created_time: '2015-02-28T08:49:14+0000',
  id: '1476123582414203',
  ad_id: '6045246247433',
  form_id: '1432095630152592',
  field_data: [
    { name: 'car_make', values: ['Honda'] },
    { name: 'full_name', values: ['Joe Example'] },
    { name: 'email', values: ['joe@example.com'] },
    { name: 'selected_dealer', values: ['99213450'] },
  ],
}
const googleTestLead = {
  lead_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl',
  user_column_data: [
    { column_name: 'Full Name', string_value: 'FirstName LastName', column_id: 'FULL_NAME' },
    { column_name: 'User Phone', string_value: '+16505550123', column_id: 'PHONE_NUMBER' },
    { column_name: 'User Email', string_value: 'test@example.com', column_id: 'EMAIL' },
    { column_name: 'Company Name', string_value: 'CompanyName', column_id: 'COMPANY_NAME' },
    { column_name: 'What is your budget?', string_value: 'Under $500 a month', column_id: 'BUDGET' },
  ],
  api_version: '1.0',
  form_id: 123456789,
  campaign_id: 123456789,
  google_key: 'test',
  is_test: true,
  gcl_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl',
  adgroup_id: 123456789,
  creative_id: 123456789,
}

describe('Meta Lead Ads', () => {
  it('reads the new leads a Page webhook names, and passes over other fields', () => {
    expect(leadgenChanges(metaWebhookSchema.parse(metaWebhook))).toEqual([
      { leadgenId: '1476123582414203', pageId: '153125381133', formId: '1432095630152592', adId: '6045246247433', adSetId: '6045246248033' },
    ])
    expect(leadgenChanges(metaWebhookSchema.parse({ ...metaWebhook, object: 'instagram' }))).toEqual([])
    expect(leadgenChanges(metaWebhookSchema.parse({ object: 'page', entry: [{ changes: [{ field: 'leadgen', value: { page_id: '1' } }] }] }))).toEqual([])
  })

  it('maps the Graph API lead: name, e-mail, the other questions kept, the ids', () => {
    const change = leadgenChanges(metaWebhookSchema.parse(metaWebhook))[0]
    expect(metaAdLead(metaGraphLeadSchema.parse(metaLead), change)).toEqual({
      platform: 'meta',
      externalId: '1476123582414203',
      fullName: 'Joe Example',
      email: 'joe@example.com',
      phone: null,
      businessName: '',
      answers: { 'Car make': 'Honda', 'Selected dealer': '99213450' },
      formId: '1432095630152592',
      campaignId: null,
      campaignName: null,
      adSetId: '6045246248033',
      adId: '6045246247433',
      clickId: null,
      source: 'facebook',
      isTest: false,
    })
  })

  it('joins first and last names, reads the phone and company, and tells Instagram from Facebook', () => {
    const lead = metaAdLead(
      metaGraphLeadSchema.parse({
        id: '1',
        platform: 'ig',
        campaign_id: '77',
        field_data: [
          { name: 'first_name', values: ['Dana'] },
          { name: 'last_name', values: ['Reyes'] },
          { name: 'phone_number', values: ['+18595550123'] },
          { name: 'company_name', values: ['Reyes Roofing'] },
        ],
      }),
    )
    expect(lead).toMatchObject({ fullName: 'Dana Reyes', phone: '+18595550123', businessName: 'Reyes Roofing', source: 'instagram', campaignId: '77', answers: {} })
  })
})

describe('Google Ads lead forms', () => {
  it('maps the documented webhook: columns by id, the rest kept by their question, the click id, a test', () => {
    expect(googleAdLead(googleLeadSchema.parse(googleTestLead))).toEqual({
      platform: 'google',
      externalId: googleTestLead.lead_id,
      fullName: 'FirstName LastName',
      email: 'test@example.com',
      phone: '+16505550123',
      businessName: 'CompanyName',
      answers: { 'What is your budget?': 'Under $500 a month' },
      formId: '123456789',
      campaignId: '123456789',
      campaignName: null,
      adSetId: '123456789',
      adId: '123456789',
      clickId: googleTestLead.gcl_id,
      source: 'google',
      isTest: true,
    })
  })

  it('joins FIRST_NAME and LAST_NAME when there is no FULL_NAME', () => {
    const lead = googleAdLead(
      googleLeadSchema.parse({
        lead_id: 'L1',
        user_column_data: [
          { column_id: 'FIRST_NAME', string_value: 'Sam' },
          { column_id: 'LAST_NAME', string_value: 'Lee' },
        ],
      }),
    )
    expect(lead).toMatchObject({ fullName: 'Sam Lee', email: null, isTest: false, clickId: null })
  })
})

it('attributes an ad lead to its platform, medium and campaign (its name, else its id), with Google’s click id', () => {
  const at = new Date('2026-11-28T12:00:00Z')
  const meta = metaAdLead(metaGraphLeadSchema.parse({ ...metaLead, platform: 'ig', campaign_id: '77', campaign_name: 'Spring roofs' }))
  expect(adAttribution(meta, at).first).toEqual({ utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'Spring roofs', at: at.toISOString() })
  const google = googleAdLead(googleLeadSchema.parse(googleTestLead))
  expect(adAttribution(google, at).last).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: '123456789', gclid: googleTestLead.gcl_id, at: at.toISOString() })
})

it('writes the other answers as the lead’s needs, one per line', () => {
  expect(answersText({ 'Car make': 'Honda', Empty: '', 'Selected dealer': '99213450' })).toBe('Car make: Honda\nSelected dealer: 99213450')
})
