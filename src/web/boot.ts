/**
 * The entry of prerendered pages (decision 012). Their HTML is complete without code: the code
 * only makes it interactive. So it is requested once the page has been painted, and does not
 * compete with the HTML and the font for a slow phone connection. The build lists the app's
 * entry and the page's own chunks in <meta name="app-code">; all are fetched in one round trip.
 * Pages that are not prerendered load the app directly (index.html). This file imports nothing,
 * so it stays a few hundred bytes.
 */
const [entry, ...pageChunks] = document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content.split(/\s+/).filter(Boolean) ?? []

function startApp() {
  for (const href of pageChunks) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  if (entry) void import(/* @vite-ignore */ entry)
}

let started = false
function startOnce() {
  if (started) return
  started = true
  startApp()
}

// Start when the browser reports the first contentful paint (the moment the visitor sees the
// page); where paint timing is missing, after the next frame. A tab opened in the background
// paints nothing until shown and needs no wait; the timeout covers a paint that never comes.
if (document.visibilityState !== 'visible') startOnce()
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    startOnce()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(startOnce, 3000)
} else requestAnimationFrame(() => setTimeout(startOnce, 0))
