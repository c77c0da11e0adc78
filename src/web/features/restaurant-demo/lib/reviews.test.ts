import { describe, expect, it } from 'vitest'
import { reviews } from '../data/reviews'
import { generateReviewReply, respondToReview } from './reviews'

const restaurant = { name: 'Magnolia Kitchen & Bar', phone: '(859) 555-0199' }

describe('AI review responses', () => {
  it('marks the review responded and stores the generated reply', () => {
    const updated = respondToReview(reviews, 'rv-2', restaurant)
    const review = updated.find(({ id }) => id === 'rv-2')!
    expect(review.responded).toBe(true)
    expect(review.response).toBe(generateReviewReply(reviews[1]!, restaurant))
    expect(updated.filter(({ id }) => id !== 'rv-2')).toEqual(reviews.filter(({ id }) => id !== 'rv-2'))
  })

  it('leaves an already answered review as it was', () => {
    expect(respondToReview(reviews, 'rv-1', restaurant)[0]).toEqual(reviews[0])
  })

  it('thanks happy guests and offers a call to unhappy ones', () => {
    expect(generateReviewReply({ id: 'a', customer: 'Robert K.', rating: 4, text: '', responded: false }, restaurant)).toMatch(/^Thank you so much, Robert!/)
    const apology = generateReviewReply({ id: 'b', customer: 'Lisa T.', rating: 2, text: '', responded: false }, restaurant)
    expect(apology).toContain('truly sorry')
    expect(apology).toContain(restaurant.phone)
    expect(generateReviewReply({ id: 'c', customer: 'Sam', rating: 3, text: '', responded: false }, restaurant)).toContain('honest feedback')
  })
})
