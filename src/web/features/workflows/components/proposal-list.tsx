import { ExternalLink } from 'lucide-react'
import { workflowsApi, type WorkflowProposal } from '@/shared/workflows'
import { StatList } from '@/web/components/content/stat-list'
import { Button } from '@/web/components/ui/button'
import { formatMonths, savingsFigures } from '../lib/format'
import { PriorityBadge } from './priority-badge'

/** SPEC §2: the numbered proposals, each with its figures and 'Generate Proposal'. */
export function ProposalList({ proposals }: { proposals: readonly WorkflowProposal[] }) {
  return (
    <ol aria-label="Client proposals" className="space-y-3">
      {proposals.map((proposal, index) => (
        <li key={proposal.companyId} data-company={proposal.companyId} className="flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:gap-4 sm:p-5">
          <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-small font-semibold text-brand-800 tabular-nums">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg leading-snug font-semibold break-words text-ink-900">{proposal.companyName}</h3>
                  <PriorityBadge priority={proposal.priority} />
                </div>
                <p className="text-small text-ink-700">
                  {proposal.industry} · <span className="font-medium text-ink-900">{proposal.workflowName}</span>
                </p>
              </div>
              <Button asChild size="sm" className="w-full md:w-auto">
                <a href={workflowsApi.proposalDocument(proposal.companyId)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  Generate Proposal
                  <span className="sr-only"> for {proposal.companyName} (opens in a new tab)</span>
                </a>
              </Button>
            </div>
            <StatList
              stats={[...savingsFigures(proposal), { label: 'Payback', value: formatMonths(proposal.paybackPeriod) }]}
              className="grid rounded-lg bg-ink-50 px-3 py-1 text-small sm:grid-cols-3 sm:gap-2 sm:bg-transparent sm:p-0"
              itemClassName="flex items-baseline justify-between gap-3 py-1 sm:block sm:rounded-lg sm:bg-ink-50 sm:px-3 sm:py-2"
              labelClassName="text-ink-700 sm:text-xs"
              valueClassName="font-semibold text-ink-900 tabular-nums"
            />
          </div>
        </li>
      ))}
    </ol>
  )
}
