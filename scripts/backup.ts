import { existsSync } from 'node:fs'
import { loadConfig } from '../src/server/config'
import { backupDatabase, restoreDatabase } from '../src/server/db/backup'

/**
 * Back up or restore the configured database (DATA_DIR / DATABASE_URL, as the server reads them):
 *
 *   npm run backup                         → backups/bluegrass-<time>.(dump|tar.gz)
 *   npm run backup -- --out path/to/file
 *   npm run restore -- path/to/file         (PGlite: with the server stopped; the old data is kept)
 *
 * On the embedded database, stop the server first: PGlite is one process.
 */

if (existsSync('.env')) process.loadEnvFile('.env')
const [mode, ...args] = process.argv.slice(2)
const config = loadConfig()
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir }

async function serverIsRunning(): Promise<boolean> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host
  return fetch(`http://${host}:${config.port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  )
}

if (!config.databaseUrl && (await serverIsRunning())) {
  console.error(`The server answers on port ${config.port}: stop it first (the embedded database is one process).`)
  process.exit(1)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

async function main() {
  if (mode === 'backup') {
    const outIndex = args.indexOf('--out')
    const extension = config.databaseUrl ? 'dump' : 'tar.gz'
    const file = outIndex >= 0 ? args[outIndex + 1]! : `backups/bluegrass-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.${extension}`
    await backupDatabase(target, file)
    console.log(`Backed up ${config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`} to ${file}`)
  } else if (mode === 'restore') {
    const file = args[0]
    if (!file) {
      console.error('Usage: npm run restore -- <backup file>')
      process.exit(1)
    }
    const { previous } = await restoreDatabase(target, file)
    console.log(`Restored ${file}${previous ? `; the data it replaced is kept in ${previous}` : ''}`)
  } else {
    console.error('Usage: tsx scripts/backup.ts backup [--out file] | restore <file>')
    process.exit(1)
  }
}
