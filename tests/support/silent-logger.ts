import pino from 'pino'

/** A logger for tests: quiet unless TEST_LOG_LEVEL asks otherwise. */
export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
