import { Clock, DollarSign, FileText, SearchX } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { useProposals } from '../api/get-proposals'
import { workflowsCopy } from '../lib/copy'
import { hoursPerWeekParts, perMonthParts } from '../lib/format'
import { Figure } from './figure'
import { LoadError, LoadingBlocks } from './load-states'
import { OperatorOnly } from './operator-only'
import { ProposalList } from './proposal-list'

/** SPEC §2 "Client Proposals": for the operator only; signed out, a note on how to sign in. */
export function ProposalsTab() {
  return (
    <OperatorOnly action="see client proposals made from your business research">
      <Proposals />
    </OperatorOnly>
  )
}

function Proposals() {
  const proposals = useProposals()

  if (proposals.isPending) {
    return (
      <div className="space-y-5">
        <LoadingBlocks label="Loading client proposals…" count={3} className="grid gap-3 sm:grid-cols-3" blockClassName="h-24" />
        <LoadingBlocks count={3} className="space-y-3" blockClassName="h-36" />
      </div>
    )
  }
  if (proposals.isError) {
    return <LoadError title={workflowsCopy.proposalsFailed} error={proposals.error} onRetry={() => void proposals.refetch()} retrying={proposals.isFetching} />
  }

  const { totalProposals, totalMonthlySavings, totalTimeSavings } = proposals.data
  return (
    <div className="space-y-5">
      <ul aria-label="Proposal totals" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Figure label="Total Proposals" value={String(totalProposals)} icon={<FileText />} />
        <Figure label="Monthly Savings" {...perMonthParts(totalMonthlySavings)} icon={<DollarSign />} />
        <Figure label="Weekly Time Savings" {...hoursPerWeekParts(totalTimeSavings)} icon={<Clock />} />
      </ul>
      {proposals.data.proposals.length === 0 ? <NoProposals /> : <ProposalList proposals={proposals.data.proposals} />}
    </div>
  )
}

function NoProposals() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-ink-300 bg-ink-50 px-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-ink-500" />
      <p className="font-medium text-ink-900">No proposals yet</p>
      <p className="max-w-md text-small text-ink-700">
        Proposals come from business research: every researched company with a savings estimate gets the template that fits its industry. Start research or add a
        company by hand in the Lexington Research tab of the back office.
      </p>
      <ButtonLink to={paths.admin.path} variant="outline" size="sm">Open the back office</ButtonLink>
    </div>
  )
}
