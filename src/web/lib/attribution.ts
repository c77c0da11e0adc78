import { attributionSchema, type Attribution } from '@/shared/attribution'
import { attributionStorageKey } from './page-markers'

/**
 * The attribution a public form sends with its fields (issue 24): what the boot code kept in
 * this browser (lib/attribution-capture.ts), checked against the server's own schema so a
 * damaged entry never makes a form fail; undefined when there is none.
 */
export function storedAttribution(): Attribution | undefined {
  try {
    const raw = localStorage.getItem(attributionStorageKey)
    if (!raw) return undefined
    const parsed = attributionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
