import { BellRing, CalendarCheck, Mail, PhoneCall, type LucideIcon } from 'lucide-react'
import { IconBadge } from '@/web/components/content/icon-badge'

const steps: { icon: LucideIcon; text: string; at: string }[] = [
  { icon: PhoneCall, text: 'AI caller rang Sarah back', at: '0:08' },
  { icon: CalendarCheck, text: 'Inspection booked for Tue, 10:00 AM', at: '0:41' },
  { icon: Mail, text: 'Confirmation and follow-up e-mail sent', at: '0:42' },
  { icon: BellRing, text: 'You got a text with the job details', at: '0:42' },
]

/** The hero's picture: one after-hours lead, answered and booked while the owner sleeps. */
export function LeadResponseCard() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-400/25 via-brand-200/10 to-accent-300/30 blur-2xl" />
      <figure className="rounded-2xl border border-ink-200 bg-white p-5 shadow-xl shadow-brand-950/10 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <figcaption className="text-small font-semibold text-ink-900">Example: a roofing lead at 9:47 PM</figcaption>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-medium text-accent-800">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-500" />
            Live 24/7
          </span>
        </div>

        <div className="mt-4 rounded-xl border border-ink-200 bg-ink-50 p-4">
          <div className="flex gap-3">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-small font-semibold text-amber-900">
              SM
            </span>
            <div className="min-w-0">
              <p className="text-small font-semibold text-ink-900">
                Sarah Mitchell <span className="font-normal text-ink-600">· New web lead</span>
              </p>
              <p className="mt-1 text-small text-ink-700">“Hail hit our roof last night. Can someone look at it this week?”</p>
            </div>
          </div>
        </div>

        <ol className="mt-5 space-y-3">
          {steps.map(({ icon, text, at }) => (
            <li key={text} className="flex items-center gap-3">
              <IconBadge icon={icon} className="flex size-8" iconClassName="size-4" />
              <span className="min-w-0 flex-1 text-small text-ink-800">{text}</span>
              <span className="text-xs font-medium text-ink-600 tabular-nums">
                <span className="sr-only">after </span>
                {at}
              </span>
            </li>
          ))}
        </ol>

        <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-gradient-to-r from-accent-50 to-brand-50 px-4 py-3">
          <span className="text-small font-medium text-ink-800">New lead to booked job</span>
          <span className="text-h3 font-bold text-accent-800 tabular-nums">42 sec</span>
        </div>
      </figure>
    </div>
  )
}
