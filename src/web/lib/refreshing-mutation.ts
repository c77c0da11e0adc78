import { useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A write that, once it succeeds, has the answers it changed read again: every query whose key
 * starts with one of `urls` (all pages of a list) is invalidated, and the mutation settles after.
 * A control that the re-read removes (a "held" box that empties) must not be the one calling
 * `mutate` with callbacks: react-query drops them once their caller has unmounted.
 */
export function useRefreshingMutation<Data, Variables = void>(mutationFn: (variables: Variables) => Promise<Data>, urls: readonly string[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] }))),
  })
}
