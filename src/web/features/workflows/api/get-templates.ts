import { queryOptions, useQuery } from '@tanstack/react-query'
import { workflowsApi, workflowTemplatesResponseSchema } from '@/shared/workflows'
import { adminRequest } from '@/web/lib/admin-request'

/** GET /api/workflows/templates: the public catalogue (SPEC §7), in catalogue order. */
export function templatesQueryOptions() {
  return queryOptions({
    queryKey: [workflowsApi.templates],
    queryFn: ({ signal }) => adminRequest('GET', workflowsApi.templates, workflowTemplatesResponseSchema, { signal }),
    select: (response) => response.templates,
  })
}

export function useTemplates() {
  return useQuery(templatesQueryOptions())
}
