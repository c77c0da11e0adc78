import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { humanFormFields, testFormTokenSecret, validContact } from './fixtures'
import { createTestDatabase, type TestDatabase } from './test-database'
import { waitFor } from './wait-for'

/** The real entry point (src/server/main.ts), as `npm start` runs it, in a child process. */

export { freePort } from './free-port'

export type ServerProcess = ReturnType<typeof startServerProcess>

/**
 * The environment of one app process on `port` over a test database (its reopen options), with
 * `extra` on top. Behind a trusted proxy, so each request may name its own client address
 * (X-Forwarded-For) and no per-client limit interferes with a load test.
 */
export function serverEnv(port: number, database: { databaseUrl?: string; dataDir: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    // Load shedding off: a test machine running other suites beside this one is busy by nature,
    // and a shed request would read as a lost one (tests/integration/load-shedding.test.ts covers it).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', MAX_EVENT_LOOP_DELAY_MS: '0', FORM_TOKEN_SECRET: testFormTokenSecret, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  return {
    child,
    exited,
    output: () => output,
    /** Still running: no exit seen. */
    alive: () => exitCode === undefined,
  }
}

/** Resolves once the server at `baseUrl` answers /healthz with 200. */
export async function waitUntilHealthy(baseUrl: string, timeoutMs = 30_000) {
  await waitFor(
    () =>
      fetch(`${baseUrl}/healthz`)
        .then(async (response) => {
          await response.text()
          return response.ok ? true : undefined
        })
        .catch(() => undefined),
    timeoutMs,
    'the server to answer /healthz',
  )
}

/**
 * The set-up of a test of the real server process: a fresh test database, closed here so that only
 * the process opens it, deleted after the tests; `start(env)` starts a process (see `serverEnv`),
 * and every process started is killed after the tests if it still runs.
 */
export function useServerProcesses() {
  const started: ServerProcess[] = []
  const context = {
    database: undefined as unknown as TestDatabase,
    start(env: Record<string, string>) {
      const server = startServerProcess(env)
      started.push(server)
      return server
    },
    /** Kills every process still running (a retried test starts with none of the last try's). */
    async killAll() {
      const running = started.filter((server) => server.alive())
      for (const server of running) server.child.kill('SIGKILL')
      await Promise.all(running.map((server) => server.exited))
    },
  }
  beforeAll(async () => {
    context.database = await createTestDatabase()
    await context.database.close()
  })
  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL')
    await context.database?.destroy()
  })
  return context
}

/**
 * Posts a valid contact form for `email` to the server at `baseUrl`, from the client address
 * `forwardedFor` (the process trusts the proxy header), and reads the whole answer. A hang is a
 * failure too: the request gives up after 10 s.
 */
export async function postContact(baseUrl: string, email: string, forwardedFor: string): Promise<Response> {
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ ...validContact({ email }), ...humanFormFields() }),
    signal: AbortSignal.timeout(10_000),
  })
  await response.text()
  return response
}
