import { existsSync } from 'node:fs'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

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

const app = await buildApp({ config })

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
