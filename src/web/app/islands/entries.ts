import { paths, type PathKey } from '@/shared/paths'

/** A page's name in file names: its route-table key in kebab case (assessmentThankYou → assessment-thank-you). */
export const pageFileName = (key: PathKey) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Every public page is prerendered and, loaded as a page, runs only its islands (decision 049):
 * boot.ts loads `app/islands/<page>.tsx` in place of the app, which hydrates the page's parts
 * that a visitor can use and nothing else. The private pages, the 404 and client-side visits run
 * the app (main.tsx). Keyed by the page's route file, as the build's manifest names modules.
 */
export const islandEntries: Record<string, string> = Object.fromEntries(
  (Object.keys(paths) as PathKey[])
    .filter((key) => paths[key].visibility === 'public')
    .map((key) => [`routes/${pageFileName(key)}.tsx`, `app/islands/${pageFileName(key)}.tsx`]),
)
