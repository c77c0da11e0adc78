import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { appSecrets } from '@/server/db/schema'
import { readFormToken, signFormToken, type FormTokenReading } from '@/server/domain/form-token'

const secretName = 'form-token'

/**
 * Issues and reads the public forms' tokens (domain/form-token.ts, docs/decisions/028). The key is
 * FORM_TOKEN_SECRET, or one made on first start and kept in the database, so every instance and
 * every restart reads the tokens the others issued. The app asks for it at start (app.ts), before
 * any request or job: code inside a transaction signs with it (decision 042).
 */
export function createFormTokens({ db, now, configuredSecret }: { db: Executor; now: () => Date; configuredSecret: string | undefined }) {
  let secret: Promise<string> | undefined

  function key(): Promise<string> {
    if (configuredSecret) return Promise.resolve(configuredSecret)
    // Asked once; a failure (database down) is asked again next time, not remembered.
    secret ??= storedSecret(db).catch((error: unknown) => {
      secret = undefined
      throw error
    })
    return secret
  }

  return {
    async issue(): Promise<string> {
      return signFormToken(await key(), now().getTime(), randomBytes(12).toString('base64url'))
    },
    async read(token: string | undefined): Promise<FormTokenReading> {
      return readFormToken(token, await key(), now().getTime())
    },
    /** The signing key, for other tokens the server signs (the booking link's, domain/booking/prefill-token.ts). */
    key,
  }
}

export type FormTokens = ReturnType<typeof createFormTokens>

async function storedSecret(db: Executor): Promise<string> {
  // Two instances starting at once both insert; the first wins and both read its key.
  await db.insert(appSecrets).values({ name: secretName, value: randomBytes(32).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, secretName))
  return row!.value
}
