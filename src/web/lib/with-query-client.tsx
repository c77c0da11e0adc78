import type { ComponentType } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from './query-client'

/**
 * `Component` with the query client around it, for an island that calls the API: an island
 * hydrates as a root of its own, outside the app's providers (decision 049). Inside the app the
 * provider is the same client, so nesting it changes nothing.
 */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    )
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`
  return WithQueryClient
}
