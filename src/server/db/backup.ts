import { spawn } from 'node:child_process'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * Backups that restore (issue 15, docs/decisions/024). Everything is in the one database: the
 * application's tables, the job queue (pg-boss's schema, delayed follow-ups included) and the
 * migrations' own record, so one file holds the whole state.
 *
 * - PostgreSQL: `pg_dump --format=custom` while the app runs (a consistent snapshot), restored
 *   with `pg_restore --clean --if-exists` into the configured database.
 * - PGlite: its own dump of the data directory (a gzipped tar), taken with the server stopped
 *   (PGlite is one process: a second opener would see a half-written state); restored into a fresh
 *   data directory, the previous one kept beside it, never deleted.
 */

export type BackupTarget = { databaseUrl?: string; dataDir: string }

/** Where PGlite keeps its files under DATA_DIR (db/client.ts opens the same). */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite')

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.databaseUrl}`])
    return
  }
  const directory = pgliteDirectory(target.dataDir)
  await access(directory).catch(() => {
    throw new Error(`no embedded database at ${directory} (is DATA_DIR right?)`)
  })
  const database = await PGlite.create(directory, { extensions: { pg_trgm } })
  try {
    const dump = await database.dumpDataDir('gzip')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
}

/**
 * Replaces the database's contents with the backup's. PGlite: the current data directory is
 * renamed to `pglite.before-restore-<time>` first. Returns that directory, if any.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ previous?: string }> {
  if (target.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${target.databaseUrl}`, file])
    return {}
  }
  const directory = pgliteDirectory(target.dataDir)
  const dump = await readFile(file)
  let previous: string | undefined
  const exists = await access(directory).then(
    () => true,
    () => false,
  )
  if (exists) {
    previous = `${directory}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`
    await rename(directory, previous)
  }
  await mkdir(path.dirname(directory), { recursive: true })
  const database = await PGlite.create(directory, { extensions: { pg_trgm }, loadDataDir: new Blob([dump]) })
  await database.close()
  return previous ? { previous } : {}
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message} (install the PostgreSQL client tools)`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`))))
  })
}
