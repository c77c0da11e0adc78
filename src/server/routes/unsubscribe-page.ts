import { escapeHtml } from '@/server/domain/compose-email'
import { site } from '@/shared/site'
import { paragraph, renderPlainPage } from './plain-page'

/**
 * The small server-rendered page behind the unsubscribe link (a plain page). GET shows a button, so a mail scanner that follows links
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
  return renderPlainPage(title, `${paragraph(text)}\n${form}`)
}
