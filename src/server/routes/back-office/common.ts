import { z } from 'zod'
import { apiErrorBodySchema } from '@/server/plugins/errors'

/** Any id is accepted here: one that is not a row's (malformed ones included) is a 404, never a 400 or 500. */
export const idParamsSchema = z.strictObject({ id: z.string() })

/** The body of a 404 or 409 (plugins/errors.ts ApiErrorBody). */
export const errorBodySchema = apiErrorBodySchema
