import type { InboundMail } from './message'

/**
 * What an incoming e-mail is (issue 23 item 3), from its headers and body alone: a bounce (a
 * delivery-status report, or a mailer-daemon's message with a status in it), an automatic reply
 * (RFC 3834 and the headers auto-responders use, or an out-of-office subject), or else a
 * person's reply. Whether it belongs to a lead is decided elsewhere (match.ts).
 */
export type InboundKind =
  | { kind: 'reply' }
  | { kind: 'auto-reply'; reason: string }
  | { kind: 'bounce'; permanent: boolean; status: string; recipient: string | null; diagnostic: string | null }

/** Out-of-office and auto-reply subjects in the languages a mailbox commonly answers in. */
const autoReplySubjects = [
  /^(auto(matic|matische?|matique|matica|matico|mático|mática)?[\s-]*(reply|response|antwort|réponse|risposta|respuesta|resposta|antwoord|svar))\b/i,
  /\bauto[\s-]?(reply|response|responder)\b/i,
  /\bout of (the )?office\b/i,
  /\b(away|absent) from (the |my )?(office|desk)\b/i,
  /\bon (vacation|holiday|leave)\b/i,
  /\babwesenheits(notiz|nachricht)\b/i,
  /\bnicht im büro\b/i,
  /\b(réponse automatique|absence du bureau|absent\(e\)|en congés?)\b/i,
  /\b(respuesta automática|fuera de (la )?oficina|ausente)\b/i,
  /\b(risposta automatica|fuori (sede|ufficio))\b/i,
  /\b(resposta automática|ausência|fora do escritório)\b/i,
  /\b(automatisch antwoord|afwezig|niet op kantoor)\b/i,
  /\b(frånvaro|autosvar|fraværende|poissa)\b/i,
  /\b(odpowiedź automatyczna|poza biurem)\b/i,
]

const bulkPrecedence = new Set(['bulk', 'junk', 'list', 'auto_reply'])

/** Why this is an automatic reply, or null when nothing says so. */
export function autoReplyReason(mail: Pick<InboundMail, 'headers' | 'subject'>): string | null {
  const header = (name: string) => mail.headers[name]?.trim()
  const autoSubmitted = header('auto-submitted')?.toLowerCase()
  // RFC 3834 §5: 'no' means a person sent it; any other value (auto-replied, auto-generated…) does not.
  if (autoSubmitted && !/^no\b/.test(autoSubmitted)) return `Auto-Submitted: ${autoSubmitted}`
  if (header('x-autoreply') !== undefined) return 'X-Autoreply'
  if (header('x-autorespond') !== undefined) return 'X-Autorespond'
  const precedence = header('precedence')?.toLowerCase()
  if (precedence && bulkPrecedence.has(precedence)) return `Precedence: ${precedence}`
  if (autoReplySubjects.some((pattern) => pattern.test(mail.subject))) return 'out-of-office subject'
  return null
}

const mailerDaemon = /^(mailer-daemon|postmaster|mail-daemon|mailer|bounces?|mdaemon)@/i

/**
 * The failed recipient of a delivery-status report (RFC 3464), first failure first: each
 * per-recipient block has Final-Recipient, Action and Status. mailparser gives the report part
 * as text, so the fields are read line by line; a status in the human part (`550 5.1.1`) stands
 * in when a mailer-daemon sends no machine-readable report.
 */
export function deliveryStatus(mail: Pick<InboundMail, 'text' | 'headers'>): { status: string; recipient: string | null; diagnostic: string | null } | null {
  const text = mail.text.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ')
  const blocks = text.split(/\n\s*\n/)
  const reports = blocks
    .map((block) => ({
      recipient: /^(?:final|original)-recipient:\s*(?:rfc822;)?\s*<?([^\s<>;]+@[^\s<>;]+)>?/im.exec(block)?.[1] ?? null,
      action: /^action:\s*(\w+)/im.exec(block)?.[1]?.toLowerCase() ?? null,
      status: /^status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(block)?.[1] ?? null,
      diagnostic: /^diagnostic-code:\s*(.+)$/im.exec(block)?.[1]?.trim() ?? null,
    }))
    .filter((report) => report.status !== null && report.action !== 'delivered' && report.action !== 'relayed' && report.action !== 'expanded')
  // A failure for good outweighs a delay when a report names several recipients.
  const chosen = reports.find((report) => report.status!.startsWith('5')) ?? reports[0]
  if (chosen) return { status: chosen.status!, recipient: chosen.recipient, diagnostic: chosen.diagnostic }
  const inProse = /\b[45]\d\d[ -]([45]\.\d{1,3}\.\d{1,3})\b/.exec(text)
  if (!inProse?.[1]) return null
  const failed = mail.headers['x-failed-recipients']?.split(',')[0]?.trim() ?? /<([^\s<>]+@[^\s<>]+)>:/.exec(text)?.[1] ?? null
  return { status: inProse[1], recipient: failed, diagnostic: null }
}

export function classifyInbound(mail: InboundMail): InboundKind {
  const isReport = mail.contentType === 'multipart/report' && mail.reportType === 'delivery-status'
  const fromDaemon = mail.from ? mailerDaemon.test(mail.from.address) : false
  if (isReport || fromDaemon) {
    const report = deliveryStatus(mail)
    if (report) return { kind: 'bounce', permanent: report.status.startsWith('5'), ...report }
    // A mailer-daemon's message without a status (or one read by its headers alone) is machine mail.
    return { kind: 'auto-reply', reason: isReport ? 'delivery report without a status' : 'sent by a mailer daemon' }
  }
  const reason = autoReplyReason(mail)
  if (reason) return { kind: 'auto-reply', reason }
  return { kind: 'reply' }
}
