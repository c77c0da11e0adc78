/** SPEC §2 claims of the real-estate demo, word for word in figures. */
export const realEstateClaims = [
  { value: '25 hours', label: 'saved per week' },
  { value: 'Under 30 s', label: 'lead response time' },
  { value: '85%', label: 'conversion increase' },
  { value: '$50k+', label: 'extra annual revenue' },
] as const

export const leadProcessingClaim = 'Lead processed in under 2 minutes'

export const propertyTypes = ['Single Family Home', 'Condo', 'Townhouse', 'Multi-Family', 'Land'] as const

export const budgetRanges = ['Under $200k', '$200k - $400k', '$400k - $600k', '$600k - $1M', '$1M+'] as const
