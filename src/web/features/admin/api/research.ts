import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminApi, type CreateLeadRequest } from '@/shared/admin'
import {
  isRunActive,
  researchApi,
  researchCompanySchema,
  researchEmailDraftSchema,
  researchListResponseSchema,
  researchRunListResponseSchema,
  researchToLeadResponseSchema,
  scheduleResearchCallResponseSchema,
  sendResearchEmailResponseSchema,
  startResearchResponseSchema,
  type ManualResearchRequest,
  type ResearchCompany,
  type ResearchRun,
  type StartResearchRequest,
} from '@/shared/research'
import { adminRequest, listUrl } from '@/web/lib/admin-request'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { listPageQueryOptions } from './list-page'

/** The research tab's calls (SPEC §7 /api/research/*): every one needs the operator session. */

export const researchPageSize = 12
/** How often a pending run is asked about while the tab shows 'Researching...'. */
export const runPollIntervalMs = 1_000

/** GET /api/research/companies with SPEC §5's filters; the key starts with the path, so one invalidation refreshes every page. */
export function useResearchCompanies(query: { location: string; industry: string; search: string; page: number }) {
  return useQuery(listPageQueryOptions(researchApi.companies, researchListResponseSchema, { ...query, pageSize: researchPageSize }))
}

/**
 * One company (the detail dialog), starting from the list's copy; under the list's key, so an
 * action that refreshes the list refreshes the open detail too.
 */
export function useResearchCompany(company: ResearchCompany | null) {
  const id = company?.id ?? ''
  return useQuery({
    queryKey: [researchApi.companies, 'detail', id],
    queryFn: ({ signal }) => adminRequest('GET', researchApi.company(id), researchCompanySchema, { signal }),
    enabled: company !== null,
    initialData: company ?? undefined,
    // The list's copy is as fresh as the list: refetch only when an action invalidates it.
    staleTime: Infinity,
  })
}

const latestRunKey = [researchApi.runs, { limit: 1 }] as const

/**
 * The newest research run, polled while it is queued or running: a run started before a reload
 * (or by the weekly schedule) still shows 'Researching...' and ends with its toast.
 */
export function useLatestResearchRun() {
  return useQuery({
    queryKey: latestRunKey,
    queryFn: async ({ signal }) => (await adminRequest('GET', listUrl(researchApi.runs, { limit: 1 }), researchRunListResponseSchema, { signal })).runs[0] ?? null,
    refetchInterval: (query) => (isRunActive(query.state.data) ? runPollIntervalMs : false),
  })
}

/** POST /api/research/start: answers at once with the queued run, which the latest-run query then follows. */
export function useStartResearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: StartResearchRequest) => adminRequest('POST', researchApi.start, startResearchResponseSchema, { body: request }),
    onSuccess: ({ run }) => queryClient.setQueryData<ResearchRun | null>(latestRunKey, run),
  })
}

/** Every page of the research list, read again (a finished run has added companies). */
export function refreshResearchCompanies(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [researchApi.companies] })
}

/** POST /api/research/companies: a manual entry ('Add Manual Research'). */
export function useAddManualResearch() {
  return useRefreshingMutation(
    (request: ManualResearchRequest) => adminRequest('POST', researchApi.companies, researchCompanySchema, { body: request }),
    [researchApi.companies],
  )
}

// A company's actions refresh the research list and the lists they feed (a new lead, a Call task, the outbox);
// opening a draft changes nothing yet.

/**
 * 'Add to Leads': a CRM lead made from the company (or the lead it already was); `lead`, the lead
 * as the operator completed it, for a company with no e-mail address on file.
 */
export function useAddCompanyToLeads() {
  return useRefreshingMutation(
    ({ companyId, lead }: { companyId: string; lead?: CreateLeadRequest }) =>
      adminRequest('POST', researchApi.addToLeads(companyId), researchToLeadResponseSchema, lead ? { body: lead } : {}),
    [researchApi.companies, adminApi.leads, adminApi.tasks, adminApi.crmStats],
  )
}

/** 'Send Email', first step: the company's draft in the outbox (a new one, or the one already open). */
export function useCreateEmailDraft() {
  return useMutation({
    mutationFn: (companyId: string) => adminRequest('POST', researchApi.emailDraft(companyId), researchEmailDraftSchema),
  })
}

/** 'Send Email', second step: the operator's edits, confirmed. */
export function useSendEmailDraft() {
  return useRefreshingMutation(
    ({ draftId, ...edits }: { draftId: string; to: string; subject: string; text: string }) =>
      adminRequest('POST', researchApi.sendEmailDraft(draftId), sendResearchEmailResponseSchema, { body: edits }),
    [researchApi.companies, adminApi.emailState],
  )
}

/** 'Schedule Call': a Call task for the company, due the next working day at 10:00. */
export function useScheduleCall() {
  return useRefreshingMutation(
    (companyId: string) => adminRequest('POST', researchApi.scheduleCall(companyId), scheduleResearchCallResponseSchema),
    [researchApi.companies, adminApi.tasks],
  )
}
