/** SPEC §3/§4: a restaurant prospect of the outreach campaign. */
export type ProspectStatus = 'interested' | 'demo_scheduled' | 'contacted' | 'new_lead'
export type ProspectPriority = 'high' | 'medium' | 'low'

export type Prospect = {
  name: string
  restaurant: string
  location: string
  phone: string
  email: string
  status: ProspectStatus
  /** A fixed sample label, never computed from today. */
  lastContact: string
  priority: ProspectPriority
}

export type TemplateId = 'email' | 'sms' | 'call' | 'linkedin'

export type OutreachTemplate = {
  id: TemplateId
  label: string
  /** E-mail only. */
  subject?: string
  body: string
}
