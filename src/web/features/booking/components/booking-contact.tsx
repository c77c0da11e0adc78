import { Mail, Phone } from 'lucide-react'
import { site } from '@/shared/site'
import { IconText } from '@/web/components/content/icon-text'

const contactLinkClass = 'flex items-center gap-3 rounded-md font-medium text-ink-900 hover:text-brand-700'

/** The other way to reach us: a call or an e-mail, for a visitor who would rather not book online. */
export function BookingContact() {
  return (
    <section aria-labelledby="booking-contact" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="booking-contact" className="text-h3 text-ink-900">
        Rather talk now?
      </h2>
      <p className="mt-1 text-small text-muted-foreground">Call or e-mail us. We answer within one business day, usually much sooner.</p>
      <div className="mt-4 space-y-3">
        <IconText href={site.phoneHref} icon={Phone} className={contactLinkClass} iconClassName="size-5 text-brand-700">
          {site.phone}
        </IconText>
        <IconText href={`mailto:${site.email}`} icon={Mail} className={`${contactLinkClass} break-all`} iconClassName="size-5 shrink-0 text-brand-700">
          {site.email}
        </IconText>
      </div>
    </section>
  )
}
