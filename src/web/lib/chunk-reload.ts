/**
 * After a deploy, a page still open in a tab asks for code files that no longer exist (their
 * names carry the old build's hashes), and the import fails. Reloading the page fetches the new
 * build; doing it once per page keeps a file that is really broken from reloading forever, so
 * the second failure reaches the error boundary (app/error-boundary.tsx) instead.
 */

export const chunkReloadKey = 'bluegrass:reloaded-for-code'

export type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The page the failure happened on: one reload per page. */
  pathname: string
  reload(): void
}

function browserEnvironment(): ReloadEnvironment | null {
  if (typeof window === 'undefined') return null
  try {
    return { storage: window.sessionStorage, pathname: window.location.pathname, reload: () => window.location.reload() }
  } catch {
    // Storage can be blocked; without it a reload could repeat, so fail to the error boundary.
    return null
  }
}

export async function loadWithReloadOnce<T>(load: () => Promise<T>, environment: ReloadEnvironment | null = browserEnvironment()): Promise<T> {
  try {
    const loaded = await load()
    environment?.storage.removeItem(chunkReloadKey)
    return loaded
  } catch (error) {
    if (!environment || environment.storage.getItem(chunkReloadKey) === environment.pathname) throw error
    environment.storage.setItem(chunkReloadKey, environment.pathname)
    environment.reload()
    // The page is going away; settling would flash the error screen first.
    return new Promise<T>(() => {})
  }
}
