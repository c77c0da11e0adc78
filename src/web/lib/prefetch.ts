import { whenIdle } from './when-idle'

/**
 * SPEC §2: after load, fetch the code of /blog and /admin while the browser is idle, so those
 * pages open at once. The build lists their chunk files in <meta name="prefetch-chunks">;
 * rel=prefetch downloads at idle priority and runs nothing until the page is visited.
 */
export function prefetchWhenIdle() {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="prefetch-chunks"]')
  const urls = meta?.content.split(/\s+/).filter(Boolean) ?? []
  if (urls.length === 0) return
  const prefetch = () => {
    for (const url of urls) {
      if (document.querySelector(`link[rel="prefetch"][href="${url}"], link[rel="modulepreload"][href="${url}"]`)) continue
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.as = 'script'
      link.href = url
      document.head.append(link)
    }
  }
  const prefetchWhenBrowserIdle = () => void whenIdle(prefetch, { timeoutMs: 5000, fallbackMs: 2000 })
  if (document.readyState === 'complete') prefetchWhenBrowserIdle()
  else window.addEventListener('load', prefetchWhenBrowserIdle, { once: true })
}
