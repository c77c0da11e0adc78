import type { Review } from '../lib/types'

export const reviews: readonly Review[] = [
  {
    id: 'rv-1',
    customer: 'Jennifer M.',
    rating: 5,
    text: 'Amazing shrimp and grits and the friendliest staff in town. Booking online took ten seconds.',
    responded: true,
    response: 'Thank you, Jennifer! We are so glad the shrimp and grits hit the spot. See you again soon!',
  },
  {
    id: 'rv-2',
    customer: 'Robert K.',
    rating: 4,
    text: 'Great bourbon list and a lovely patio. Service was a little slow on a busy Friday.',
    responded: false,
  },
  {
    id: 'rv-3',
    customer: 'Lisa T.',
    rating: 2,
    text: 'Our pickup order was missing a side and nobody answered the phone when I called.',
    responded: false,
  },
  {
    id: 'rv-4',
    customer: 'David W.',
    rating: 5,
    text: 'Best brunch in Lexington. The reminder text the day before was a nice touch.',
    responded: true,
    response: 'David, thank you! Brunch is our favorite meal too. We will save you a table next weekend.',
  },
]
