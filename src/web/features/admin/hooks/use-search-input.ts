import { useEffect, useState } from 'react'

/**
 * A list's search box: what is typed (`input`, and `typed`, trimmed), and the search the list runs
 * (`search`), which follows the typing once it pauses for `delayMs` (no call per key). An action
 * uses `typed`, what is in the box at that moment, never the `search` still catching up (issue 25:
 * clearing the box and pressing Export at once exported the last search's rows); `settle()` makes
 * the list catch up at once.
 */
export function useSearchInput(delayMs: number) {
  const [input, setInput] = useState('')
  const typed = input.trim()
  const [search, setSearch] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), delayMs)
    return () => clearTimeout(timer)
  }, [typed, delayMs])
  return { input, setInput, typed, search, settle: () => setSearch(typed) }
}
