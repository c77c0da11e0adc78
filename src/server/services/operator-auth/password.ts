import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The back-office password. It is kept in memory only as a scrypt hash with a random salt, and
 * a candidate is hashed the same way and compared in constant time, so neither the comparison's
 * timing nor a heap dump gives the password away.
 */

// scrypt's recommended interactive cost (N = 2^15, r = 8): about 50 ms and 32 MiB per check, which
// makes each guess expensive on top of the login throttle.
const scryptOptions: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const keyLength = 32

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export type PasswordHash = { salt: Buffer; hash: Buffer }

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16)
  return { salt, hash: await scrypt(password, salt) }
}

export async function verifyPassword(stored: PasswordHash, candidate: string): Promise<boolean> {
  const hash = await scrypt(candidate, stored.salt)
  return timingSafeEqual(hash, stored.hash)
}

/** Where a generated password is kept between starts (development, or `npm start` on loopback). */
export const generatedPasswordFile = (dataDir: string) => path.join(dataDir, 'admin-password')

/**
 * ADMIN_PASSWORD when set. Otherwise the password generated at the first start and stored under
 * DATA_DIR (readable by its owner only); `announce` is called once, when it is generated.
 */
export async function resolveAdminPassword(options: {
  configured: string | undefined
  dataDir: string
  announce: (message: string) => void
}): Promise<string> {
  if (options.configured) return options.configured
  const file = generatedPasswordFile(options.dataDir)
  if (existsSync(file)) {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 12) return stored
  }
  const password = randomBytes(18).toString('base64url')
  await mkdir(options.dataDir, { recursive: true })
  await writeFile(file, `${password}\n`, { mode: 0o600 })
  options.announce(
    [
      '',
      '  Back-office password (generated, since ADMIN_PASSWORD is not set):',
      `      ${password}`,
      `  Sign in at /admin. It is kept in ${file}; set ADMIN_PASSWORD to choose your own.`,
      '',
    ].join('\n'),
  )
  return password
}
