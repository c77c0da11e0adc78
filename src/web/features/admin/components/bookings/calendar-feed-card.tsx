import { CalendarCheck, CalendarOff, CalendarX, CircleAlert } from 'lucide-react'
import { Skeleton } from '@/web/components/ui/skeleton'
import { cn } from '@/web/lib/utils'
import { useBookingSettings } from '../../api/get-booking-settings'
import { formatCallMoment } from '../../lib/booking-time'
import { describeCalendarFeed, type CalendarFeedNotice } from '../../lib/calendar-feed'

const tones: Record<CalendarFeedNotice['tone'], { box: string; icon: string }> = {
  info: { box: 'border-brand-200 bg-brand-50', icon: 'text-brand-800' },
  success: { box: 'border-accent-200 bg-accent-50', icon: 'text-accent-800' },
  danger: { box: 'border-red-200 bg-red-50', icon: 'text-red-800' },
}

const icons = { info: CalendarOff, success: CalendarCheck, danger: CalendarX } as const

/** Whether the owner's own calendar (OWNER_CALENDAR_ICS_URL) is read, and what the slots come from when it is not. */
export function CalendarFeedCard() {
  const settings = useBookingSettings()

  if (settings.isPending) return <Skeleton className="h-24 rounded-xl" />
  if (settings.isError) {
    return (
      <section role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-small text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        Could not read the calendar's state: {settings.error.message}
      </section>
    )
  }

  const timeZone = settings.data.timeZone
  const notice = describeCalendarFeed(settings.data, (iso) => formatCallMoment(iso, timeZone))
  const tone = tones[notice.tone]
  const Icon = icons[notice.tone]
  return (
    <section
      aria-labelledby="calendar-feed-title"
      role={notice.tone === 'danger' ? 'alert' : undefined}
      data-calendar-state={settings.data.calendar.state}
      className={cn('flex items-start gap-3 rounded-xl border p-4 sm:p-5', tone.box)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone.icon)} />
      <div className="min-w-0 space-y-1">
        <h2 id="calendar-feed-title" className="font-semibold text-ink-900">
          {notice.title}
        </h2>
        {notice.lines.map((line) => (
          <p key={line} className="text-small break-words text-ink-800">
            {line}
          </p>
        ))}
      </div>
    </section>
  )
}
