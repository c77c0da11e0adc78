import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from '@/web/lib/api-client'

// SPEC §9: no retries, no focus refetch, no polling by default, data never stale.
// Screens that need fresh data (the 30 s status poll) opt in per query.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
})
