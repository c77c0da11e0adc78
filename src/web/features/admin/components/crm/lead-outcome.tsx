import { useState, type FormEvent } from 'react'
import { dealValueMax, leadStatuses, lostStatus, type LeadDetail, type LeadStatus } from '@/shared/admin'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { NativeSelect, NativeSelectOptions } from '@/web/components/ui/native-select'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useUpdateLead } from '../../api/update-lead'
import { formatDateTime, formatMonthly } from '../../lib/format'
import { DetailSection } from '../shared/detail-section'
import { FactList } from '../shared/fact-list'

type Lead = LeadDetail['lead']

const stageLabels: [keyof Lead['stages'], string][] = [
  ['firstAnswerSentAt', 'First answer sent'],
  ['firstReplyAt', 'First reply'],
  ['callBookedAt', 'Call booked'],
  ['proposalSentAt', 'Proposal sent'],
  ['wonAt', 'Won'],
  ['lostAt', 'Lost'],
]

/**
 * The deal's outcome (decision 037): its status (Won, or Lost with why), the value the owner
 * confirms (the estimate until then), and when each stage was reached, read from the timeline.
 */
export function LeadOutcome({ lead }: { lead: Lead }) {
  const update = useUpdateLead()
  const [status, setStatus] = useState<LeadStatus>(lead.status)
  const [reason, setReason] = useState(lead.lostReason ?? '')
  const [value, setValue] = useState(lead.dealValue === null ? '' : String(lead.dealValue))

  function save(event: FormEvent) {
    event.preventDefault()
    const dealValue = value.trim() === '' ? null : Number(value)
    update.mutate(
      {
        id: lead.id,
        ...(status !== lead.status || status === lostStatus ? { status } : {}),
        ...(status === lostStatus ? { lostReason: reason } : {}),
        dealValue,
      },
      {
        onSuccess: () => toast({ title: 'Saved', description: `${lead.name}: ${status}` }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not update the lead'), variant: 'destructive' }),
      },
    )
  }

  const stages = stageLabels.map(([key, label]) => ({ label, value: lead.stages[key] ? formatDateTime(lead.stages[key]) : '—' }))
  return (
    <DetailSection title="Outcome">
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`outcome-status-${lead.id}`}>Status</Label>
          <NativeSelect id={`outcome-status-${lead.id}`} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            <NativeSelectOptions options={leadStatuses} />
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`outcome-value-${lead.id}`}>Deal value ($ a month)</Label>
          <Input
            id={`outcome-value-${lead.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={dealValueMax}
            step={1}
            placeholder={`Estimate: ${formatMonthly(lead.estimatedValue)}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        {status === lostStatus && (
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={`outcome-reason-${lead.id}`}>Why was it lost?</Label>
            <Input id={`outcome-reason-${lead.id}`} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save outcome
          </Button>
        </div>
      </form>
      <FactList facts={stages} />
    </DetailSection>
  )
}
