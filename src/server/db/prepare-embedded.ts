import { fork } from 'node:child_process'
import { access } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { openDatabase } from './client'

/**
 * A new embedded database is created (initdb) and migrated in a short-lived child process
 * before the server opens it (docs/decisions/026). WebAssembly memory never shrinks: creating the
 * cluster grows PGlite to about 850 MB, which the server would otherwise keep for its whole life.
 * Opened afterwards, the same database costs the server about 350 MB.
 */
export async function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  const versionFile = path.join(dataDir, 'pglite', 'PG_VERSION')
  const exists = await access(versionFile).then(
    () => true,
    () => false,
  )
  if (exists) return
  // fork() runs this file with the parent's Node options (tsx's loader included).
  const child = fork(fileURLToPath(import.meta.url), [dataDir], { stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`could not create the embedded database in ${dataDir} (exit ${code})`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await openDatabase({ dataDir: process.argv[2]! })
  await database.close()
}
