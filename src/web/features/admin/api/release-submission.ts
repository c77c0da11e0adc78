import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminApi } from '@/shared/admin'
import { adminRequest } from '@/web/lib/admin-request'

export type HeldKind = 'submission' | 'assessment'

const releaseUrl = { submission: adminApi.releaseSubmission, assessment: adminApi.releaseAssessment } satisfies Record<HeldKind, (id: string) => string>

/**
 * POST …/:id/release: a held (quarantined) submission the owner has read is answered by the
 * pipeline (docs/decisions/030). The lists and the CRM are re-read: the row loses its note and
 * a lead appears. That re-read removes the note that holds the button, so what the owner is told
 * comes in `feedback`: react-query skips the callbacks given to `mutate` once their caller is gone.
 */
export function useReleaseSubmission(kind: HeldKind, feedback: Pick<UseMutationOptions<{ message: string }, Error, string>, 'onSuccess' | 'onError'> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => adminRequest('POST', releaseUrl[kind](id), z.object({ message: z.string() })),
    ...feedback,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [kind === 'submission' ? adminApi.submissions : adminApi.assessments] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.leads] }),
        queryClient.invalidateQueries({ queryKey: [adminApi.crmStats] }),
      ]),
  })
}
