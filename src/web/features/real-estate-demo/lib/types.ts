/** SPEC §3 demo entities of the real-estate demo. */
export type LeadStatus = 'new' | 'viewing' | 'offer'

export type DemoLead = {
  id: string
  name: string
  email: string
  phone: string
  propertyType: string
  budget: string
  status: LeadStatus
  source: string
  lastContact: string
  /** AI lead score, 0-100. */
  score: number
}

/** The website lead form (SPEC §3): no validation, as SPEC §5 says. */
export type LeadForm = Pick<DemoLead, 'name' | 'email' | 'phone' | 'propertyType' | 'budget'>

export type ListingStatus = 'active' | 'pending' | 'sold'

export type DemoListing = {
  id: string
  address: string
  price: number
  bedrooms: number
  bathrooms: number
  sqft: number
  status: ListingStatus
  daysOnMarket: number
  /** A fixed sample date (ISO), never computed from today. */
  listingDate: string
}

export type AutomationStepStatus = 'completed' | 'in-progress' | 'pending'
