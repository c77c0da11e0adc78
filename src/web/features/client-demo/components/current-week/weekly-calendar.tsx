import { cn } from '@/web/lib/utils'
import { currentWeekShifts } from '../../data/calendar'
import type { StageStatus } from '../../model/live-demo'
import { calendarStatusStyle } from '../../model/status-styles'
import { weekDays } from '../../model/types'
import { lazyChart } from '@/web/lib/lazy-chart'
import { StageCard } from './stage-card'

const CalendarLoadChart = lazyChart(() => import('./calendar-load-chart').then((module) => module.CalendarLoadChart))

const dayNames = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' } as const

export function WeeklyCalendar({ stage, progress }: { stage: StageStatus; progress: number }) {
  return (
    <StageCard
      title="This week's staff calendar"
      description="Built by AI from bookings, availability, time-off requests and pay rules."
      stage={stage}
      progress={progress}
      contentClassName="grid gap-6"
    >
      <ul aria-label="Shifts by day" className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4 xl:grid-cols-7">
        {weekDays.map((day) => (
          <li key={day} className="rounded-lg border border-border bg-ink-50 p-2">
            <h4 className="px-1 pb-2 text-small font-semibold text-ink-900">{dayNames[day]}</h4>
            <ul className="grid gap-1.5">
              {currentWeekShifts
                .filter((shift) => shift.day === day)
                .map((shift) => {
                  const style = calendarStatusStyle[shift.status]
                  return (
                    <li key={shift.id} data-status={shift.status} className={cn('rounded-md border-l-4 px-2 py-1.5 text-xs', style.className)}>
                      <p className="font-semibold text-ink-900">{shift.employee}</p>
                      <p className="text-ink-700">{shift.role}</p>
                      <p className="text-ink-700 tabular-nums">
                        {shift.start}–{shift.end}
                      </p>
                      <p className="font-medium text-ink-800">{style.label}</p>
                    </li>
                  )
                })}
            </ul>
          </li>
        ))}
      </ul>
      <CalendarLoadChart shifts={currentWeekShifts} />
    </StageCard>
  )
}
