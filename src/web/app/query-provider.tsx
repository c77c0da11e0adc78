import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@/web/lib/query-client'

/**
 * Pages that talk to the API get the query client through this provider. It is loaded with
 * those pages, so the marketing pages do not download TanStack Query. The client is one
 * module-level instance, so its cache outlives navigation between pages.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
