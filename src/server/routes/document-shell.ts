import { escapeHtml as h } from '@/server/domain/compose-email'
import { site } from '@/shared/site'
import { pageHead } from './page-head'

/**
 * The frame of a printable document page (the strategy report, a workflow proposal): the
 * agency's masthead and footer around `body`, one stylesheet, no script. `body` is HTML the
 * caller has escaped. The report's masthead links home; a proposal, handed to a prospect, does not.
 */
export function renderDocumentShell(title: string, body: string, { cssHref, brandLinksHome }: { cssHref: string; brandLinksHome: boolean }): string {
  const brand = brandLinksHome ? `<a class="brand" href="/">${h(site.name)}</a>` : `<span class="brand">${h(site.name)}</span>`
  return `${pageHead(title, `<link rel="stylesheet" href="${h(cssHref)}">\n`)}<body>
<header class="masthead">
<div class="wrap masthead-inner">
${brand}
<span class="masthead-note">${h(site.tagline)}</span>
</div>
</header>
${body}
<footer class="wrap footer">
<p>${h(site.legalName)} · ${h(site.location)} · <a href="${h(site.phoneHref)}">${h(site.phone)}</a> · <a href="mailto:${h(site.email)}">${h(site.email)}</a></p>
</footer>
</body>
</html>
`
}
