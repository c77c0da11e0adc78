import { describe, expect, it, vi } from 'vitest'
import { chunkReloadKey, loadWithReloadOnce, type ReloadEnvironment } from './chunk-reload'
import { memoryStorage } from './storage-test-support'

function environment(pathname = '/blog'): ReloadEnvironment & { stored: Map<string, string> } {
  const storage = memoryStorage()
  return { stored: storage.items, pathname, reload: vi.fn(), storage }
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

describe('loadWithReloadOnce', () => {
  it('returns the module and forgets an earlier reload when the code loads', async () => {
    const env = environment()
    env.stored.set(chunkReloadKey, '/blog')
    await expect(loadWithReloadOnce(() => Promise.resolve('module'), env)).resolves.toBe('module')
    expect(env.stored.has(chunkReloadKey)).toBe(false)
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('reloads the page once when the code fails to load, and does not settle meanwhile', async () => {
    const env = environment()
    const settled = vi.fn()
    void loadWithReloadOnce(failing, env).then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(env.stored.get(chunkReloadKey)).toBe('/blog')
    expect(settled).not.toHaveBeenCalled()
  })

  it('lets the second failure on the same page through to the error boundary', async () => {
    const env = environment()
    env.stored.set(chunkReloadKey, '/blog')
    await expect(loadWithReloadOnce(failing, env)).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('reloads again for a failure on another page', async () => {
    const env = environment('/admin')
    env.stored.set(chunkReloadKey, '/blog')
    void loadWithReloadOnce(failing, env)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('fails without reloading where there is no storage to remember the reload', async () => {
    await expect(loadWithReloadOnce(failing, null)).rejects.toThrow()
  })
})
