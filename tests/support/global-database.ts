import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '@/server/db/client'
import { createJobQueue } from '@/server/jobs/queue'
import { silentLogger } from './silent-logger'
import { adminQuery, postgresUrlFor, type TestDatabaseTemplate } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate
  }
}

/**
 * Builds one migrated template database per run (tables and the job queue's schema), so each
 * test file can start from a copy in well under a second instead of migrating its own. Each run
 * has its own template, so runs side by side do not disturb each other.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'
  if (kind === 'postgres') {
    const name = `bluegrass_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await adminQuery(`create database ${name}`)
    await installSchema(postgresUrlFor(name), undefined)
    project.provide('databaseTemplate', { kind, name })
    return async () => adminQuery(`drop database if exists ${name} with (force)`)
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-template-'))
  await installSchema(undefined, dataDir)
  project.provide('databaseTemplate', { kind, dataDir })
  return async () => rm(dataDir, { recursive: true, force: true })
}

async function installSchema(databaseUrl: string | undefined, dataDir: string | undefined) {
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? '' })
  const queue = createJobQueue({ database, log: silentLogger, pollingIntervalSeconds: 1 })
  try {
    await queue.start()
    await queue.stop()
  } finally {
    await database.close()
  }
}
