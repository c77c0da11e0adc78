import { CalendarCheck, Megaphone, MessageCircleReply, TrendingUp, Users, type LucideIcon } from 'lucide-react'
import { PageHero } from '@/web/components/page-hero'
import { outreachStats, partnerLimitPerMonth } from '../data/stats'

const statCards: { icon: LucideIcon; label: string; value: string }[] = [
  { icon: Users, label: 'Restaurant prospects', value: String(outreachStats.prospects) },
  { icon: MessageCircleReply, label: 'Response rate', value: `${outreachStats.responseRate}%` },
  { icon: CalendarCheck, label: 'Demos booked', value: String(outreachStats.demosBooked) },
  { icon: TrendingUp, label: 'Demo to client conversion', value: `${outreachStats.conversionRate}%` },
]

export function OutreachHero() {
  return (
    <PageHero
      titleId="outreach-title"
      eyebrow="Outreach playbook · Restaurants"
      eyebrowIcon={Megaphone}
      title="The restaurant outreach that books our demos"
      lead="The exact e-mail, SMS, call and LinkedIn scripts we use with local restaurants, the prospects in play and the three-touch follow-up behind our numbers."
    >
      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {statCards.map(({ icon: Icon, label, value }) => (
          <div key={label} data-stat={label} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5">
            <dt className="flex items-start justify-between gap-2 text-small text-muted-foreground">
              {label}
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            </dt>
            <dd className="order-first text-h2 font-bold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 w-fit rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-small text-amber-900">
        <span className="font-semibold">Limited offer:</span> we take on only {partnerLimitPerMonth} new restaurant partners a month, so every setup gets our full attention.
      </p>
    </PageHero>
  )
}
