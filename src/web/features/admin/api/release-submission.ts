import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { adminApi } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

export type HeldKind = 'submission' | 'assessment'

const releaseUrl = { submission: adminApi.releaseSubmission, assessment: adminApi.releaseAssessment } satisfies Record<HeldKind, (id: string) => string>

/**
 * POST …/:id/release: a held (quarantined) submission the owner has read is answered by the
 * pipeline (docs/decisions/030). The lists and the CRM are re-read: the row loses its note and
 * a lead appears.
 */
export function useReleaseSubmission(kind: HeldKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => adminRequest('POST', releaseUrl[kind](id), z.object({ message: z.string() })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [kind === 'submission' ? adminApi.submissions : adminApi.assessments] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.leads] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.crmStats] }),
      ]),
  })
}
