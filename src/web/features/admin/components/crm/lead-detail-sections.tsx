import type { ComponentProps, ReactNode } from 'react'
import { CheckCircle2, Circle } from 'lucide-react'
import type { LeadDetail } from '@/shared/admin'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'
import { describeLeadEmail } from '../../lib/email-status'
import { describeReport } from '../../lib/report-status'
import { describeDueDate, formatDateTime, formatMonthly, formatRelativeTime, telHref } from '../../lib/format'
import { DetailSection } from '../shared/detail-section'
import { FactList } from '../shared/fact-list'
import { PriorityBadge } from './crm-badges'
import { LeadNudgeState } from './lead-booking'

type Lead = LeadDetail['lead']

export function LeadContact({ lead, nudge, now }: { lead: Lead; nudge: LeadDetail['nudge']; now: Date }) {
  const facts = [
    { label: 'Email', value: lead.email ? <a href={`mailto:${lead.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">{lead.email}</a> : '—' },
    { label: 'Phone', value: lead.phone ? <a href={telHref(lead.phone)} className="text-brand-700 underline-offset-4 hover:underline">{lead.phone}</a> : '—' },
    { label: 'Source', value: lead.source },
    { label: 'Estimated value', value: formatMonthly(lead.estimatedValue) },
    { label: 'Last contact', value: lead.lastContact ? formatRelativeTime(lead.lastContact, now) : 'Never' },
    { label: 'Added', value: formatDateTime(lead.createdAt) },
  ]
  return (
    <DetailSection title="Contact">
      <FactList facts={facts} />
      <LeadNudgeState nudge={nudge} />
      {lead.unsubscribed && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
          Unsubscribed: no further automatic e-mails go to this lead.
        </p>
      )}
      {lead.notes && <p className="rounded-md bg-ink-50 px-3 py-2 text-small whitespace-pre-line text-ink-800">{lead.notes}</p>}
    </DetailSection>
  )
}

export function LeadScore({ lead }: { lead: Lead }) {
  return (
    <DetailSection title="Score">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold text-ink-900 tabular-nums">
          {lead.score}
          <span className="text-base font-medium text-muted-foreground">/100</span>
        </p>
        <p className="text-small text-muted-foreground">Scored by {lead.scoredBy === 'openai' ? 'AI analysis (OpenAI)' : 'the local rules'}</p>
      </div>
      {lead.breakdown.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {lead.breakdown.map((group) => {
            const max = group.weight
            return (
              <li key={group.key} className="space-y-1.5 rounded-lg border border-border p-3">
                <div className="flex items-baseline justify-between gap-2 text-small">
                  <span className="font-medium text-ink-900">{group.label}</span>
                  <span className="text-ink-700 tabular-nums">
                    {Math.round(group.points * 10) / 10} / {max}
                  </span>
                </div>
                <Progress value={group.points} max={max || 1} aria-label={`${group.label}: ${group.points} of ${max} points`} />
              </li>
            )
          })}
        </ul>
      )}
    </DetailSection>
  )
}

const logTones: Record<string, NonNullable<BadgeProps['variant']>> = {
  success: 'success',
  warning: 'warning',
  error: 'danger',
  processing: 'info',
}

/** A section of the lead's records of one kind (runs, e-mails, reports, tasks), each in a small box. */
function RecordSection<Item>({
  title,
  items,
  empty,
  as: List = 'ul',
  children: renderItem,
}: {
  title: string
  items: readonly Item[]
  empty: string
  /** 'ol' where the order means something (the pipeline's steps). */
  as?: 'ul' | 'ol'
  /** Each record as a RecordItem. */
  children: (item: Item) => ReactNode
}) {
  return (
    <DetailSection title={title} count={items.length} empty={empty}>
      <List className="space-y-2">{items.map(renderItem)}</List>
    </DetailSection>
  )
}

/** One record's bordered box; `className` lays out what is in it. */
function RecordItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('rounded-md border border-border px-3 py-2 text-small', className)} {...props} />
}

export function LeadLog({ log }: { log: LeadDetail['log'] }) {
  return (
    <RecordSection title="Pipeline runs" items={log} empty="No pipeline steps recorded for this lead." as="ol">
      {(entry) => (
        <RecordItem key={entry.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <Badge variant={logTones[entry.status] ?? 'secondary'}>{entry.status}</Badge>
          <span className="font-medium text-ink-900">{entry.step}</span>
          <span className="min-w-0 flex-1 basis-48 break-words text-ink-700">{entry.message}</span>
          <time dateTime={entry.timestamp} className="text-xs text-muted-foreground">
            {formatDateTime(entry.timestamp)}
          </time>
        </RecordItem>
      )}
    </RecordSection>
  )
}

const emailTones = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  neutral: 'secondary',
} as const

/** An e-mail's or a report's state as a badge whose long labels wrap. */
function StateBadge({ state }: { state: { tone: keyof typeof emailTones; label: string } }) {
  return (
    <Badge variant={emailTones[state.tone]} className="h-auto max-w-full text-left break-words whitespace-normal">
      {state.label}
    </Badge>
  )
}

export function LeadEmails({ emails }: { emails: LeadDetail['emails'] }) {
  return (
    <RecordSection title="E-mails" items={emails} empty="No e-mails for this lead.">
      {(email) => (
        <RecordItem key={email.id} data-email-status={email.status} className="space-y-1">
          <p className="font-medium break-words text-ink-900">{email.subject}</p>
          <p className="text-xs text-muted-foreground">
            {email.kind} · to <span className="break-all">{email.to}</span>
          </p>
          <StateBadge state={describeLeadEmail(email)} />
        </RecordItem>
      )}
    </RecordSection>
  )
}

export function LeadReports({ reports }: { reports: LeadDetail['reports'] }) {
  if (reports.length === 0) return null
  return (
    <RecordSection title="Assessment reports" items={reports} empty="">
      {(report) => {
        const state = describeReport(report)
        return (
          <RecordItem key={report.id} data-report-status={report.status} className="space-y-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <StateBadge state={state} />
              {report.status !== 'queued' && (
                <a href={report.url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Open report
                </a>
              )}
            </div>
            {state.lines.map((line) => (
              <p key={line} className="text-xs text-muted-foreground">
                {line}
              </p>
            ))}
          </RecordItem>
        )
      }}
    </RecordSection>
  )
}

export function LeadTasks({ tasks, now }: { tasks: LeadDetail['tasks']; now: Date }) {
  return (
    <RecordSection title="Tasks" items={tasks} empty="No tasks for this lead.">
      {(task) => {
        const due = describeDueDate(task.dueDate, now)
        return (
          <RecordItem key={task.id} className="flex items-start gap-3">
            {task.completed ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            )}
            <span className="sr-only">{task.completed ? 'Completed:' : 'Open:'}</span>
            <div className="min-w-0 flex-1">
              <p className={cn('font-medium text-ink-900', task.completed && 'text-muted-foreground line-through')}>{task.title}</p>
              <p className="text-xs text-muted-foreground">
                {task.type} · {task.dueDate ? `due ${due.label}` : due.label}
                {due.overdue && !task.completed && <span className="font-medium text-red-700"> · overdue</span>}
              </p>
            </div>
            <PriorityBadge priority={task.priority} />
          </RecordItem>
        )
      }}
    </RecordSection>
  )
}
