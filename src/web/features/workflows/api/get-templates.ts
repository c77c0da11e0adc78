import { queryOptions, useQuery } from '@tanstack/react-query'
import { workflowsApi, workflowTemplatesResponseSchema } from '@/shared/workflows'
import { adminQueryOptions } from '@/web/lib/admin-request'

/** GET /api/workflows/templates: the public catalogue (SPEC §7), in catalogue order. */
export function templatesQueryOptions() {
  return queryOptions({
    ...adminQueryOptions(workflowsApi.templates, workflowTemplatesResponseSchema),
    select: (response) => response.templates,
  })
}

export function useTemplates() {
  return useQuery(templatesQueryOptions())
}
