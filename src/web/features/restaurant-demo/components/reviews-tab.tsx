import { useState } from 'react'
import { MessageSquareReply, Sparkles, Star } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { TitledCard } from '@/web/components/titled-card'
import { cn } from '@/web/lib/utils'
import { sampleRestaurant } from '../data/restaurant'
import { reviews as sampleReviews } from '../data/reviews'
import { respondToReview } from '../lib/reviews'
import type { Review } from '../lib/types'

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-4', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-ink-300')} />
      ))}
    </span>
  )
}

export function ReviewsTab() {
  const [reviews, setReviews] = useState<readonly Review[]>(sampleReviews)
  // The button disappears once used, so focus moves to the new reply instead of the page top.
  const [answeredId, setAnsweredId] = useState<string | null>(null)
  return (
    <TitledCard title="Recent reviews" description="Every review gets a personal reply. Try it on one that still needs a response.">
      <ul aria-label="Reviews" className="grid gap-4">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <p className="font-semibold text-ink-900">{review.customer}</p>
                <Stars rating={review.rating} />
              </div>
              {review.responded ? <Badge variant="success">Responded</Badge> : <Badge variant="warning">Needs Response</Badge>}
            </div>
            <p className="mt-2 text-small text-ink-700">{review.text}</p>
            {review.responded && review.response && (
              <div
                ref={review.id === answeredId ? (element) => element?.focus() : undefined}
                tabIndex={review.id === answeredId ? -1 : undefined}
                className="mt-3 rounded-md border-l-4 border-brand-300 bg-brand-50 p-3 text-small text-ink-800"
              >
                <p className="mb-1 inline-flex items-center gap-1.5 font-medium text-brand-800">
                  <MessageSquareReply aria-hidden="true" className="size-4" />
                  Reply from {sampleRestaurant.name}
                </p>
                <p>{review.response}</p>
              </div>
            )}
            {!review.responded && (
              <Button
                size="sm"
                variant="outline"
                className="mt-3"
                aria-label={`Generate AI Response to ${review.customer}`}
                onClick={() => {
                  setReviews((current) => respondToReview(current, review.id, sampleRestaurant))
                  setAnsweredId(review.id)
                }}
              >
                <Sparkles aria-hidden="true" />
                Generate AI Response
              </Button>
            )}
          </li>
        ))}
      </ul>
    </TitledCard>
  )
}
