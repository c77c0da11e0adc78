import type { BadgeStyle } from '@/web/components/ui/badge'
import type { LeadStatus, ListingStatus } from './types'

/** SPEC §4: new shows the destructive style, offer the default one. */
export function leadStatusStyle(status: LeadStatus): BadgeStyle {
  switch (status) {
    case 'new':
      return { variant: 'destructive', label: 'New' }
    case 'offer':
      return { variant: 'default', label: 'Offer' }
    case 'viewing':
      return { variant: 'secondary', label: 'Viewing' }
  }
}

/** SPEC §4: active, pending, and anything else reads as sold. */
export function listingStatusStyle(status: ListingStatus | string): BadgeStyle {
  if (status === 'active') return { variant: 'success', label: 'Active' }
  if (status === 'pending') return { variant: 'warning', label: 'Pending' }
  return { variant: 'secondary', label: 'Sold' }
}
