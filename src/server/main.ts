import { existsSync } from 'node:fs'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { prepareEmbeddedDatabase } from './db/prepare-embedded'

/** Entry point: validate the environment, build the app, listen, and shut down gracefully. */

if (existsSync('.env')) process.loadEnvFile('.env')

let config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// A new embedded database is created in a child process, so the server never holds initdb's memory.
if (!config.databaseUrl) await prepareEmbeddedDatabase(config.dataDir)

const app = await buildApp({ config })

// Last resort (docs/decisions/021-surviving-outages.md). A promise nobody awaited that rejects is
// a side effect that failed (pg-boss completes jobs without awaiting, so a database outage
// rejects there): the job queue retries its work, so log it and keep serving. An exception
// thrown synchronously with nothing to catch it means a broken invariant: exit non-zero so the
// supervisor (systemd, Docker, the platform) starts a clean process.
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled rejection (serving on)')
})
process.on('uncaughtException', (error) => {
  app.log.fatal({ err: error }, 'uncaught exception: exiting for a clean restart')
  process.exit(1)
})

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining requests and jobs')
    // Fastify stops accepting connections, waits for in-flight requests, then the onClose hooks
    // stop the workers and close the database.
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

try {
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  await app.close()
  process.exit(1)
}
