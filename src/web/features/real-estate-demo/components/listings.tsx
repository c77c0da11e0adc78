import { Bath, BedDouble, CalendarDays, Ruler } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { formatCount, formatListingDate, formatPrice } from '../lib/format'
import { listingStatusStyle } from '../lib/status-styles'
import type { DemoListing } from '../lib/types'

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
                  <li className="inline-flex items-center gap-1.5">
                    <BedDouble aria-hidden="true" className="size-4 text-muted-foreground" />
                    {listing.bedrooms} bedrooms
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <Bath aria-hidden="true" className="size-4 text-muted-foreground" />
                    {listing.bathrooms} bathrooms
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <Ruler aria-hidden="true" className="size-4 text-muted-foreground" />
                    {formatCount(listing.sqft)} sq ft
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                    Listed {formatListingDate(listing.listingDate)} · {listing.daysOnMarket} days on market
                  </li>
                </ul>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
