import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sentToLeadsWithMessageIds } from '@/server/services/inbound/record-message'
import { useTestApp } from '../support/test-app'

/**
 * Issue 34 item 3 (the long day): a reply is matched to the e-mail it answers by its Message-ID,
 * in lower case. Without an index on that expression every reply read the whole outbox, and the
 * soak saw the lookup grow from 4 to 12 ms over half an hour of mail. The plan of the statement
 * the reader runs, with sequential scans priced out, must read the index.
 */

const harness = useTestApp()

describe(`matching a reply to what was sent on ${process.env.TEST_DATABASE}`, () => {
  it('finds the e-mails by their Message-IDs through outbox_message_id_lower_idx', async () => {
    const plan = await harness.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = (await tx.execute(sql`explain ${sentToLeadsWithMessageIds(tx, ['<a@bluegrass.example>', '<b@bluegrass.example>'])}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[]
      }
      return result.rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('outbox_message_id_lower_idx')
  })
})
