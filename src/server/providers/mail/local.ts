import { succeeded, type MailProvider } from '../types'

/** What the outbox row says when nothing could send it (DESIGN "Every external service has a local twin"). */
export const noTransportNote = 'not sent: no mail transport'

/** The local twin: messages stay in the outbox, marked not sent, for the operator to see. */
export function createLocalMail(from: string): MailProvider {
  return {
    kind: 'local',
    from,
    async send() {
      return succeeded({ delivered: false, note: noTransportNote })
    },
    async verify() {
      return succeeded(undefined)
    },
    close() {},
  }
}
