import nodemailer from 'nodemailer'
import { callWithTimeout, errorText, isTimeoutError } from '../call'
import { succeeded, type MailProvider, type ProviderFailure } from '../types'

/**
 * E-mail over SMTP with nodemailer: any provider speaks it. A small pool of connections is
 * kept open, so the first answer to a lead does not wait for a TLS handshake. Each message
 * carries the outbox row's Message-ID, identical on every retry.
 *
 * A send that times out is aborted for real: nodemailer has no cancel, so the whole pool is
 * closed (its sockets destroyed) and a fresh one takes over. Otherwise the hung send could still
 * complete in the background while the retry sends the message again. Whether a server that
 * went silent after the message's last byte had accepted it cannot be known; the retry resends
 * it under the same Message-ID, by which a receiving server can drop the copy (decision 021).
 */

type SmtpError = Error & { code?: string; responseCode?: number; response?: string }

function describeFailure(error: unknown): ProviderFailure {
  const smtp = error as SmtpError
  if (isTimeoutError(error) || smtp.code === 'ETIMEDOUT') return { kind: 'timeout', message: 'no answer within the timeout' }
  if (typeof smtp.responseCode === 'number') {
    return { kind: 'http', status: smtp.responseCode, message: `SMTP ${smtp.responseCode}: ${errorText(smtp.response ?? smtp.message)}` }
  }
  return { kind: 'network', message: `${smtp.code ? `${smtp.code}: ` : ''}${errorText(error)}` }
}

export function createSmtpMail(options: { url: string; from: string; timeoutMs: number }): MailProvider {
  const createTransport = () =>
    nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    })
  let transport = createTransport()
  /** Drops every connection of the pool, in-flight sends included; later sends use a new pool. */
  const replaceTransport = (stale: typeof transport) => {
    if (transport === stale) transport = createTransport()
    stale.close()
  }
  return {
    kind: 'smtp',
    from: options.from,
    async send(message) {
      const used = transport
      const sent = await callWithTimeout(
        options.timeoutMs,
        () =>
          used.sendMail({
            from: options.from,
            to: message.to,
            ...(message.replyTo ? { replyTo: message.replyTo } : {}),
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: message.headers,
            messageId: message.messageId,
            // Calendars read the invitation from this alternative (and its .ics attachment).
            ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content, filename: 'invite.ics' } } : {}),
          }),
        describeFailure,
      )
      if (!sent.ok) {
        if (sent.failure.kind === 'timeout') replaceTransport(used)
        return sent
      }
      return succeeded({ delivered: true })
    },
    async verify() {
      const verified = await callWithTimeout(options.timeoutMs, () => transport.verify(), describeFailure)
      return verified.ok ? succeeded(undefined) : verified
    },
    close() {
      transport.close()
    },
  }
}
