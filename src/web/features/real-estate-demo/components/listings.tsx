import { Bath, BedDouble, CalendarDays, Ruler } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { Badge } from '@/web/components/ui/badge'
import { formatCount, formatDollars } from '@/web/lib/format'
import { formatListingDate } from '../lib/format'
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
    <TitledCard as="h2" title="Active Listings" description="Every listing is marketed automatically from the day it goes live.">
      <ul aria-label="Listings" className="grid gap-4">
        {listings.map((listing) => {
          const status = listingStatusStyle(listing.status)
          return (
            <li key={listing.id} className="rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-ink-900">{listing.address}</p>
                  <p className="text-lead font-bold text-brand-700">{formatDollars(listing.price)}</p>
                </div>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-small text-ink-700">
                {listingFacts(listing).map(({ icon, text }) => (
                  <IconText key={text} as="li" icon={icon} iconClassName="size-4 text-muted-foreground">
                    {text}
                  </IconText>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </TitledCard>
  )
}
