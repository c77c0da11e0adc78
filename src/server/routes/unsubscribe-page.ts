import { escapeHtml } from '@/server/domain/compose-email'
import { site } from '@/shared/site'

/**
 * The small server-rendered page behind the unsubscribe link: no script (the CSP allows none
 * inline), only style attributes. GET shows a button, so a mail scanner that follows links
 * unsubscribes nobody; the button POSTs the form.
 */

export type UnsubscribePage = 'confirm' | 'done' | 'already' | 'invalid'

const copy: Record<UnsubscribePage, { title: string; text: string }> = {
  confirm: { title: 'Stop follow-up e-mails?', text: `You will get no more follow-up e-mails from ${site.name} about your request.` },
  done: { title: 'You are unsubscribed', text: `${site.name} will send you no more follow-up e-mails. If you change your mind, just reply to any of our e-mails.` },
  already: { title: 'You are already unsubscribed', text: `${site.name} sends you no follow-up e-mails.` },
  invalid: { title: 'This link is not valid', text: `Please use the link from your latest e-mail, or write to ${site.email}.` },
}

export function renderUnsubscribePage(page: UnsubscribePage, token = ''): string {
  const { title, text } = copy[page]
  const form =
    page === 'confirm'
      ? `<form method="post" action="/api/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="padding:10px 18px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:16px;cursor:pointer">Unsubscribe</button></form>`
      : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
</head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:12px;border:1px solid #e2e8f0">
<p style="margin:0 0 8px;font-weight:bold;color:#1d4ed8">${escapeHtml(site.name)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(text)}</p>
${form}
<p style="margin:24px 0 0"><a href="/" style="color:#1d4ed8">${escapeHtml(site.name)} home page</a></p>
</main>
</body>
</html>
`
}
