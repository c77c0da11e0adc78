import type { InboundConfig } from '@/server/config'
import type { AppDatabase } from '@/server/db/client'
import type { InboundStatus } from '@/shared/inbound'
import { readMailbox } from './mailbox-store'
import type { InboundReader } from './reader'

/**
 * What inbound e-mail does now (issue 23 items 1 and 6; DESIGN "Every sentence is true"), for
 * /healthz, the dashboard and the back office. The mailbox's row is the shared truth (whichever
 * instance reads writes it): 'active' only while the last read succeeded and is recent; a failure
 * newer than the last success, or no success for three read intervals, is 'failing'. Off when
 * IMAP_URL is unset.
 */
export type InboundStatusService = { read(): Promise<InboundStatus> }

export const offStatus: InboundStatus = { state: 'off', folder: null, mode: null, lastSuccessAt: null, lastError: null, lastErrorAt: null }

export function createInboundStatus(deps: { config: InboundConfig | undefined; db: AppDatabase; reader: InboundReader | undefined; now: () => Date }): InboundStatusService {
  return {
    async read() {
      const { config, reader } = deps
      if (!config || !reader) return offStatus
      const local = reader.state()
      const base = { folder: config.folder, mode: local.mode }
      const row = await readMailbox(deps.db, reader.mailbox).catch(() => undefined)
      const lastSuccessAt = row?.lastSuccessAt ?? local.lastSuccessAt
      const lastErrorAt = row?.lastErrorAt ?? local.lastErrorAt
      const lastError = row?.lastError ?? local.lastError
      const iso = (date: Date | null | undefined) => date?.toISOString() ?? null
      const failedLast = lastErrorAt !== null && lastErrorAt !== undefined && (!lastSuccessAt || lastErrorAt > lastSuccessAt)
      const staleAfterMs = 3 * Math.max(config.pollSeconds, config.leaseSeconds) * 1000
      const stale = lastSuccessAt ? deps.now().getTime() - lastSuccessAt.getTime() > staleAfterMs : false
      if (failedLast) return { ...base, state: 'failing', lastSuccessAt: iso(lastSuccessAt), lastError, lastErrorAt: iso(lastErrorAt) }
      if (stale) {
        return { ...base, state: 'failing', lastSuccessAt: iso(lastSuccessAt), lastError: `no successful read since ${lastSuccessAt!.toISOString()}`, lastErrorAt: iso(lastErrorAt) }
      }
      const state = lastSuccessAt ? (local.state === 'standby' ? 'standby' : 'active') : 'starting'
      return { ...base, state, lastSuccessAt: iso(lastSuccessAt), lastError: null, lastErrorAt: iso(lastErrorAt) }
    },
  }
}
