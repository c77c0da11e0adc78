/**
 * What a failed back-office call says. The server answers an error with `{ error }` and, for a
 * 400, `{ error, fields: { name: message } }`; the page shows `message` (in a toast or under
 * the form) and each field's message under its field.
 */
export class ApiError extends Error {
  readonly status: number
  readonly url: string
  readonly fields: Readonly<Record<string, string>>

  constructor(status: number, url: string, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.url = url
    this.fields = fields
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Turns a non-OK answer into an ApiError: the server's `error` text when it gave one, otherwise
 * SPEC §8's "<status>: <body text or status text>". A 400 that names its fields says, for a
 * person, what its field messages say: its `error` ("Invalid request: phone: …") is written for
 * API callers and names fields by their API keys, which a person never sees (issue 25).
 */
export function toApiError(status: number, statusText: string, url: string, bodyText: string): ApiError {
  const body = readJson(bodyText)
  if (body !== null && typeof body === 'object') {
    const { error, fields } = body as { error?: unknown; fields?: unknown }
    const fieldMessages: Record<string, string> = {}
    if (fields !== null && typeof fields === 'object') {
      for (const [name, message] of Object.entries(fields)) {
        if (typeof message === 'string' && message !== '') fieldMessages[name] = message
      }
    }
    const fieldSummary = [...new Set(Object.values(fieldMessages))].join('; ')
    if (status === 400 && fieldSummary !== '') return new ApiError(status, url, fieldSummary, fieldMessages)
    if (typeof error === 'string' && error.trim() !== '') return new ApiError(status, url, error, fieldMessages)
  }
  return new ApiError(status, url, `${status}: ${bodyText || statusText}`)
}

/**
 * The operator's session has ended (idle or absolute timeout, or revoked elsewhere): any data
 * call answering 401. A 401 from the sign-in itself means a wrong password, not this.
 */
export function isSessionExpired(error: unknown, sessionUrl: string): boolean {
  return error instanceof ApiError && error.status === 401 && error.url.split('?')[0] !== sessionUrl
}

/** A message for a toast: the error's own text, or the SPEC's fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback
}
