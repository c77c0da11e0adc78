/** What the public forms answer when they refuse a submission, in words the pages show as they are (no zod here: a page imports these with its form). */

/**
 * The public forms' answer when the first answers are queued past their budget (503, with
 * Retry-After; decision 048): nothing was stored, and sending it again in a moment is safe.
 */
export const busySubmissionMessage = 'We are answering a lot of requests right now and could not take yours. Nothing was stored: please send it again in a few seconds.'

/** The public forms' answer past the per-client limit (429, with Retry-After). */
export const tooManySubmissionsMessage = 'Too many submissions from your network. Please try again in a minute.'
