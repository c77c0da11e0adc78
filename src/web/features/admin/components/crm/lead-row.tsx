import { Clock, Mail, Phone } from 'lucide-react'
import { leadStatuses, lostStatus, type LeadSummary } from '@/shared/admin'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { NativeSelect, NativeSelectOptions } from '@/web/components/ui/native-select'
import { toast } from '@/web/hooks/use-toast'
import { useUpdateLead } from '../../api/update-lead'
import { errorMessage } from '@/web/lib/api-error'
import { formatMonthly, formatRelativeTime, telHref } from '../../lib/format'
import { PriorityBadge, StatusBadge } from './crm-badges'

const priorities = ['High', 'Medium', 'Low'] as const

/** What a row changes in place: each field's select, its choices and its width from sm up. */
const editableFields = [
  // 'Lost' needs a reason: it is set from the lead's detail (Outcome), and only shown here once set.
  { field: 'status', label: 'Status', options: leadStatuses, width: 'sm:w-44' },
  { field: 'priority', label: 'Priority', options: priorities, width: 'sm:w-32' },
] as const

/** One lead of the list: who, how hot, what it is worth, when we last spoke, and quick actions. */
export function LeadRow({ lead, now, onOpen }: { lead: LeadSummary; now: Date; onOpen: (trigger: HTMLElement) => void }) {
  const update = useUpdateLead()
  const change = (field: 'status' | 'priority', value: string) =>
    update.mutate(
      { id: lead.id, [field]: value },
      { onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not update the lead'), variant: 'destructive' }) },
    )
  // While a change is on its way, show it rather than the old value.
  const pending = update.isPending ? update.variables : undefined
  const shown = { status: pending?.status ?? lead.status, priority: pending?.priority ?? lead.priority }

  return (
    <li data-lead-id={lead.id} className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <button
            type="button"
            onClick={(event) => onOpen(event.currentTarget)}
            className="cursor-pointer text-left font-semibold break-words text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {lead.name}
          </button>
          <p className="text-small break-words text-muted-foreground">{lead.restaurant}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={shown.status} />
          <PriorityBadge priority={shown.priority} />
          {lead.undeliverable && <Badge variant="danger">Address bounced</Badge>}
          {lead.repliedAt && <Badge variant="success">Replied</Badge>}
        </div>
      </div>

      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-small">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Est. value</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{formatMonthly(lead.estimatedValue)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="flex items-center gap-1 text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            Last contact
          </dt>
          <dd className="text-ink-900">
            {lead.lastContact ? <time dateTime={lead.lastContact}>{formatRelativeTime(lead.lastContact, now)}</time> : 'Never'}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Score</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{lead.score}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center gap-2">
        <div className="grid w-full grid-cols-[3fr_2fr] gap-2 sm:flex sm:w-auto">
          {editableFields.map(({ field, label, options, width }) => (
            <NativeSelect
              key={field}
              aria-label={`${label} of ${lead.name}`}
              value={shown[field]}
              onChange={(event) => change(field, event.target.value)}
              wrapperClassName={width}
              className="sm:h-9"
            >
              <NativeSelectOptions options={field === 'status' && shown.status !== lostStatus ? options.filter((option) => option !== lostStatus) : options} />
            </NativeSelect>
          ))}
        </div>
        <div className="flex gap-2 sm:ml-auto">
          {lead.phone && (
            <Button asChild variant="outline" size="sm">
              <a href={telHref(lead.phone)} aria-label={`Call ${lead.name}`}>
                <Phone aria-hidden="true" />
                Call
              </a>
            </Button>
          )}
          {lead.email && (
            <Button asChild variant="outline" size="sm">
              <a href={`mailto:${lead.email}`} aria-label={`Email ${lead.name}`}>
                <Mail aria-hidden="true" />
                Email
              </a>
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}
