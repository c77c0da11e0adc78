import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { landOnHashSection } from '../lib/land-on-hash-section'

/** On a client-side visit to the home page, lands on the section named by the URL hash. */
export function useHashScroll() {
  const { hash, key } = useLocation()
  useEffect(() => landOnHashSection(hash), [hash, key])
}
