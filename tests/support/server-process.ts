import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { testFormTokenSecret } from './fixtures'
import { waitFor } from './wait-for'

/** The real entry point (src/server/main.ts), as `npm start` runs it, in a child process. */

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

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
