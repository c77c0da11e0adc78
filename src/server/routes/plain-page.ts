import { escapeHtml } from '@/server/domain/compose-email'
import { site } from '@/shared/site'
import { pageHead } from './page-head'

/**
 * A small server-rendered page for what happens without the app's code (a link from an e-mail,
 * a form sent with JavaScript off): no script (the CSP allows none inline), only style
 * attributes. `body` is HTML the caller has escaped.
 */
export function renderPlainPage(title: string, body: string): string {
  return `${pageHead(title)}<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:12px;border:1px solid #e2e8f0">
<p style="margin:0 0 8px;font-weight:bold;color:#1d4ed8">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0"><a href="/" style="color:#1d4ed8">${escapeHtml(site.name)} home page</a></p>
</main>
</body>
</html>
`
}

/** A paragraph of plain text. */
export const paragraph = (text: string) => `<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(text)}</p>`
