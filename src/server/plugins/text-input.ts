import fp from 'fastify-plugin'
import { normaliseTextInput, nulMessage } from '@/server/domain/text-input'
import type { ApiErrorBody } from './errors'

/**
 * Every request's body, query and route parameters as PostgreSQL can store them, before any
 * route's validation sees them (domain/text-input.ts): a NUL character is a 400 naming the field,
 * never a 500 from the database; lone surrogates become U+FFFD.
 */
export const textInputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    const fields: Record<string, string> = {}
    for (const part of ['body', 'query', 'params'] as const) {
      if (request[part] === undefined || request[part] === null) continue
      const { value, fieldsWithNul } = normaliseTextInput(request[part])
      for (const field of fieldsWithNul) fields[field] ??= nulMessage
      request[part] = value
    }
    if (Object.keys(fields).length === 0) return
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ')
    return reply.code(400).send({ error: `Invalid request: ${summary}`, fields } satisfies ApiErrorBody)
  })
})
