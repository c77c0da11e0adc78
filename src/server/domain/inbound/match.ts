import type { InboundKind } from './classify'
import type { InboundMail } from './message'

/**
 * How an incoming e-mail finds its lead (issue 23 item 2): first by the e-mails of ours it
 * answers (In-Reply-To, then References from the newest back; for a bounce, the returned
 * message's own Message-ID), whose outbox rows name the lead; only then by address: the
 * sender's, or for a bounce the recipient that failed (never the mailer-daemon's).
 * Pure: the service looks the keys up, in this order, and the first that names a lead wins.
 */
export type LeadMatchKeys = {
  /** Lower-cased, angle brackets kept: the form the outbox stores (`<uuid@domain>`), compared case-insensitively. */
  messageIds: string[]
  /** Lower-cased e-mail addresses; leads are unique by lower(email). */
  addresses: string[]
}

export function leadMatchKeys(mail: InboundMail, kind: InboundKind): LeadMatchKeys {
  const ids = [...mail.inReplyTo, ...[...mail.references].reverse(), ...(mail.returnedMessageId ? [mail.returnedMessageId] : [])]
  const address = kind.kind === 'bounce' ? kind.recipient : mail.from?.address
  return {
    messageIds: [...new Set(ids.map((id) => id.toLowerCase()))],
    addresses: address ? [address.trim().toLowerCase()] : [],
  }
}

/** The first key, in the order given, that a look-up resolved to a lead. */
export function firstMatch<Key>(keys: readonly Key[], found: ReadonlyMap<Key, string>): string | null {
  for (const key of keys) {
    const leadId = found.get(key)
    if (leadId) return leadId
  }
  return null
}
