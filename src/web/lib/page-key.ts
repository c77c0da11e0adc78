import { createContext, useContext } from 'react'
import type { PathKey } from '@/shared/paths'

/** Which entry of the route table is showing; set by the app's route list. */
export const PageKeyContext = createContext<PathKey | null>(null)

export function usePageKey(): PathKey | null {
  return useContext(PageKeyContext)
}
