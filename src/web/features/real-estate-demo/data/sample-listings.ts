import type { DemoListing } from '../lib/types'

export const sampleListings: readonly DemoListing[] = [
  {
    id: 'listing-1',
    address: '1247 Chinoe Road, Lexington, KY',
    price: 485_000,
    bedrooms: 4,
    bathrooms: 3,
    sqft: 2_650,
    status: 'active',
    daysOnMarket: 6,
    listingDate: '2025-03-04',
  },
  {
    id: 'listing-2',
    address: '318 Old Vine Street, Lexington, KY',
    price: 329_900,
    bedrooms: 2,
    bathrooms: 2,
    sqft: 1_380,
    status: 'pending',
    daysOnMarket: 14,
    listingDate: '2025-02-24',
  },
  {
    id: 'listing-3',
    address: '902 Hartland Park Drive, Lexington, KY',
    price: 612_000,
    bedrooms: 5,
    bathrooms: 4,
    sqft: 3_420,
    status: 'sold',
    daysOnMarket: 21,
    listingDate: '2025-02-17',
  },
]
