import { useState } from 'react'
import { CalendarClock, LoaderCircle, Mail, UserPlus } from 'lucide-react'
import type { ResearchCompany, ResearchEmailDraft } from '@/shared/research'
import { Button } from '@/web/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useCreateEmailDraft, useResearchCompany } from '../../api/research'
import { useAddToLeadsAction, useScheduleCallAction } from '../../hooks/use-research-actions'
import type { RowDetailClose } from '../../hooks/use-row-detail'
import { formatDateTime, formatMonthly, telHref } from '../../lib/format'
import { PriorityBadge } from '../crm/crm-badges'
import { DetailSection } from '../shared/detail-section'
import { FactList } from '../shared/fact-list'
import { DetailDialog } from '../shared/detail-dialog'
import { CompanyBadges, CompanyWebsite } from './company-parts'
import { EmailDraftDialog } from './email-draft-dialog'
import { ResearchLeadDialog } from './research-lead-dialog'

function Lines({ title, lines, empty }: { title: string; lines: string[]; empty: string }) {
  return (
    <DetailSection title={title} count={lines.length} empty={empty}>
      <ul className="list-disc space-y-1 pl-5 text-small text-ink-800">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </DetailSection>
  )
}

/**
 * SPEC §2's detail dialog: company and contact info, pain points, opportunities, notes, the
 * recommended solution; Add to Leads, Send Email (a draft to confirm) and Schedule Call act for real.
 */
export function CompanyDetailDialog({ company: listed, ...close }: { company: ResearchCompany | null } & RowDetailClose) {
  const detail = useResearchCompany(listed)
  const company = listed && detail.data?.id === listed.id ? detail.data : listed
  const { addToLeads, pendingId, leadDialog } = useAddToLeadsAction()
  const { scheduleCall, pending: scheduling } = useScheduleCallAction()
  const createDraft = useCreateEmailDraft()
  const [draft, setDraft] = useState<ResearchEmailDraft | null>(null)

  const openDraft = (target: ResearchCompany) =>
    createDraft.mutate(target.id, {
      onSuccess: setDraft,
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, `Could not prepare an e-mail to ${target.name}.`), variant: 'destructive' }),
    })

  return (
    <DetailDialog
      open={listed !== null}
      {...close}
      stacked={
        <>
          <EmailDraftDialog company={company} draft={draft} onClose={() => setDraft(null)} />
          <ResearchLeadDialog {...leadDialog} />
        </>
      }
    >
      {company && (
        <>
          <DialogHeader>
            <DialogTitle className="break-words">{company.name}</DialogTitle>
            <DialogDescription className="break-words">
              {[company.industry, company.location].filter(Boolean).join(' · ') || 'Researched company'}
            </DialogDescription>
            <div className="pt-1">
              <CompanyBadges company={company} />
            </div>
          </DialogHeader>
          <div className="grid gap-6">
            <DetailSection title="Company">
              <FactList
                facts={[
                  { label: 'Industry', value: company.industry || '—' },
                  { label: 'Location', value: company.location || '—' },
                  { label: 'Employees', value: company.employees || '—' },
                  { label: 'Website', value: <CompanyWebsite website={company.website} /> },
                  { label: 'Source', value: company.researchSource },
                  { label: 'Status', value: company.status },
                  { label: 'Last updated', value: formatDateTime(company.lastUpdated) },
                ]}
              />
            </DetailSection>
            <DetailSection title="Contact">
              <FactList
                facts={[
                  { label: 'Person', value: company.contactPerson ?? '—' },
                  {
                    label: 'Email',
                    value: company.contactEmail ? (
                      <a href={`mailto:${company.contactEmail}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
                        {company.contactEmail}
                      </a>
                    ) : (
                      '—'
                    ),
                  },
                  {
                    label: 'Phone',
                    value: company.contactPhone ? (
                      <a href={telHref(company.contactPhone)} className="text-brand-700 underline-offset-4 hover:underline">
                        {company.contactPhone}
                      </a>
                    ) : (
                      '—'
                    ),
                  },
                ]}
              />
            </DetailSection>
            <Lines title="Pain points" lines={company.currentPainPoints} empty="None recorded." />
            <Lines title="Automation opportunities" lines={company.automationOpportunities} empty="None recorded." />
            <DetailSection title="Research notes">
              <p className="text-small whitespace-pre-line text-ink-800">{company.researchNotes || 'No notes.'}</p>
            </DetailSection>
            <DetailSection title="Recommended solution">
              <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
                <p className="text-small whitespace-pre-line text-ink-900">{company.bluegrassAiSolution || 'No solution recorded yet.'}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-900">{formatMonthly(company.potentialSavings)} savings</span>
                  <PriorityBadge priority={company.priority} />
                </div>
              </div>
            </DetailSection>
          </div>
          <DialogFooter className="gap-2 sm:justify-start">
            <Button disabled={pendingId === company.id || company.leadId !== null} onClick={(event) => addToLeads(company, event.currentTarget)}>
              {pendingId === company.id ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <UserPlus aria-hidden="true" />}
              {company.leadId ? 'In Leads' : 'Add to Leads'}
            </Button>
            <Button variant="outline" disabled={createDraft.isPending} onClick={() => openDraft(company)}>
              {createDraft.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Mail aria-hidden="true" />}
              Send Email
            </Button>
            <Button variant="outline" disabled={scheduling} onClick={() => scheduleCall(company)}>
              {scheduling ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <CalendarClock aria-hidden="true" />}
              Schedule Call
            </Button>
          </DialogFooter>
        </>
      )}
    </DetailDialog>
  )
}
