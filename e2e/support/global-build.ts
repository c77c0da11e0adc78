import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite } from '../../scripts/build'

declare module 'vitest' {
  export interface ProvidedContext {
    webRoot: string
  }
}

/**
 * The browser tests run against a production build, as `npm start` serves it (prerendered
 * pages included), built into a directory of their own so a test run never clobbers dist/.
 */
export default async function setup(project: TestProject) {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-e2e-'))
  const { outDir } = await buildSite(path.join(parent, 'web'))
  project.provide('webRoot', outDir)
  return async () => rm(parent, { recursive: true, force: true })
}
