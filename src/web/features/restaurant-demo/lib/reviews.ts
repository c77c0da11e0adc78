import type { Review } from './types'

/**
 * The reply the AI drafts, by tone of the review: thanks for praise, a fix-it offer with a
 * phone number for complaints. Deterministic, so the same review always gets the same reply.
 */
export function generateReviewReply(review: Review, restaurant: { name: string; phone: string }): string {
  const firstName = review.customer.split(/\s+/)[0] ?? review.customer
  if (review.rating >= 4) {
    return `Thank you so much, ${firstName}! We are thrilled you enjoyed your visit, and we have shared your kind words with the team. We look forward to welcoming you back to ${restaurant.name} soon.`
  }
  if (review.rating === 3) {
    return `Thank you for the honest feedback, ${firstName}. We are glad parts of your visit went well and we are already working on the rest. We hope to show you a better experience next time.`
  }
  return `${firstName}, we are truly sorry about your experience. This is not the standard we hold ourselves to. Please call our manager at ${restaurant.phone} so we can make it right.`
}

/** Marks one review responded with its generated reply; the others are untouched. */
export function respondToReview(reviews: readonly Review[], id: string, restaurant: { name: string; phone: string }): Review[] {
  return reviews.map((review) =>
    review.id === id && !review.responded ? { ...review, responded: true, response: generateReviewReply(review, restaurant) } : review,
  )
}
