import { ApiError } from './api-error'

/**
 * The field messages of a refused form: a 400's `fields` (only those the form has), and for a
 * conflict (409, e.g. a lead with that e-mail already exists) the error text under `conflictField`.
 */
export function serverFieldErrors(
  error: unknown,
  formFields: readonly string[],
  conflictField?: string,
): [field: string, message: string][] {
  if (!(error instanceof ApiError)) return []
  const known = Object.entries(error.fields).filter(([name]) => formFields.includes(name))
  if (known.length > 0) return known
  if (error.status === 409 && conflictField) return [[conflictField, error.message]]
  return []
}
