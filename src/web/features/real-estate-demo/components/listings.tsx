import { Bath, BedDouble, CalendarDays, Ruler } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { formatCount, formatListingDate, formatPrice } from '../lib/format'
import { listingStatusStyle } from '../lib/status-styles'
import type { DemoListing } from '../lib/types'

/** A listing's size and time on the market, each with its icon. */
function listingFacts(listing: DemoListing) {
  return [
    { icon: BedDouble, text: `${listing.bedrooms} bedrooms` },
    { icon: Bath, text: `${listing.bathrooms} bathrooms` },
    { icon: Ruler, text: `${formatCount(listing.sqft)} sq ft` },
    { icon: CalendarDays, text: `Listed ${formatListingDate(listing.listingDate)} · ${listing.daysOnMarket} days on market` },
  ]
}

export function Listings({ listings }: { listings: readonly DemoListing[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Active Listings</h2>
        </CardTitle>
        <CardDescription>Every listing is marketed automatically from the day it goes live.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Listings" className="grid gap-4">
          {listings.map((listing) => {
            const status = listingStatusStyle(listing.status)
            return (
              <li key={listing.id} className="rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-ink-900">{listing.address}</p>
                    <p className="text-lead font-bold text-brand-700">{formatPrice(listing.price)}</p>
                  </div>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </div>
                <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-small text-ink-700">
                  {listingFacts(listing).map(({ icon: Icon, text }) => (
                    <li key={text} className="inline-flex items-center gap-1.5">
                      <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                      {text}
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
