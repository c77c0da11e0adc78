/** Test support for code that is handed the browser's session storage (so it runs without a browser). */

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A storage kept in `items`, which a test reads and writes directly. */
export function memoryStorage(): SessionStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** A storage that refuses every read and write, as private browsing can. */
export const refusingStorage: SessionStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}
