import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Recordings } from '@/server/services/voice/recordings'
import { voiceApi } from '@/shared/voice'
import { idParamsSchema } from './common'

/** Issue 32: a voicemail, played in the back office through the server. Operator only (its guarded scope). */
export const callRoutes: FastifyPluginAsyncZod<{ recordings: Recordings }> = async (app, { recordings }) => {
  app.get(voiceApi.recording(':id'), { schema: { params: idParamsSchema } }, async (request, reply) => {
    const recording = await recordings.fetch(request.params.id)
    if (recording.kind === 'not-found') return reply.code(404).send({ error: 'Recording not found' })
    if (recording.kind === 'unavailable') return reply.code(502).send({ error: `The recording could not be fetched: ${recording.why}` })
    return reply.type(recording.contentType).header('cache-control', 'private, no-store').send(Buffer.from(recording.body))
  })
}
