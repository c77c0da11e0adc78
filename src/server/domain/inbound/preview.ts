/**
 * The new words of a reply, for the thread's preview (issue 23 item 2): the quoted history
 * (Gmail's "On … wrote:", Outlook's "From: … Sent:" block and rule, "Original Message",
 * forwarded blocks, '>' lines) and the signature (the '-- ' separator, "Sent from my iPhone")
 * are cut. The whole text stays available; this is only what the thread shows first.
 */

export const previewMaxLength = 600

/** Lines from which everything after is quoted history. */
const historyStarts: RegExp[] = [
  // Gmail, Apple Mail, Thunderbird, in English and the other common languages; may wrap onto a second line.
  /^(on|am|le|el|il|em|op|den|w dniu)\b.{0,200}\b(wrote|schrieb|a écrit|escribió|ha scritto|escreveu|schreef|skrev|napisał)\b.{0,120}:\s*$/i,
  /^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original|messaggio originale|mensagem original|oorspronkelijk bericht)\s*-{2,}/i,
  /^-{2,}\s*(forwarded message|weitergeleitete nachricht|message transféré|mensaje reenviado)\s*-{2,}/i,
  /^_{10,}\s*$/,
  /^-{10,}\s*$/,
  // Outlook's header block: From: then Sent:/Date: within the next lines (checked below).
  /^\*?(from|von|de|da|van|från|od)\s*:\*?\s.+/i,
  /^>/,
]

const outlookFollowers = /^\*?(sent|date|gesendet|envoyé|enviado|inviato|verzonden|skickat|wysłano|to|an|à|para|a|aan|till|do)\s*:/i

/** Sign-offs that phones and mail apps add, and the signature separator of RFC 3676. */
const signatureStarts: RegExp[] = [
  /^-- ?$/,
  /^(sent from my|sent from mail for windows|get outlook for|von meinem .* gesendet|envoyé de mon|enviado desde mi|inviato da)\b/i,
]

function startsHistory(lines: string[], index: number): boolean {
  const line = lines[index]!.trim()
  for (const pattern of historyStarts) {
    if (!pattern.test(line)) continue
    if (/^\*?(from|von|de|da|van|från|od)\s*:/i.test(line)) {
      // A "From:" line is Outlook's quoted header only when "Sent:"/"To:" follows it closely.
      return lines.slice(index + 1, index + 4).some((next) => outlookFollowers.test(next.trim()))
    }
    return true
  }
  // "On Mon, 23 Nov 2026 at 16:15, Name <address>" + "wrote:" on the next line.
  const next = lines[index + 1]?.trim() ?? ''
  return /^(on|am|le|el)\b.{10,}$/i.test(line) && /^.{0,120}\b(wrote|schrieb|a écrit|escribió)\s*:\s*$/i.test(next)
}

export function replyPreview(text: string, maxLength = previewMaxLength): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let end = lines.length
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim()
    if (startsHistory(lines, index) || signatureStarts.some((pattern) => pattern.test(line))) {
      end = index
      break
    }
  }
  const kept = lines
    .slice(0, end)
    .join('\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  // A message that is all quote (someone replied with nothing new) still shows its first lines.
  const shown = kept || text.trim()
  return shown.length <= maxLength ? shown : `${shown.slice(0, maxLength - 1).trimEnd()}…`
}
