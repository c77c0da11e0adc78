import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { serverFieldErrors } from '@/web/lib/form-errors'

/**
 * A save the server refused: a toast with its reason (or `fallback`), and each field it names
 * marked on the form with the server's message.
 */
export function reportSaveError<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  { fallback, formFields, conflictField }: { fallback: string; formFields: readonly string[]; conflictField?: string },
) {
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' })
  for (const [field, message] of serverFieldErrors(error, formFields, conflictField)) {
    setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: true })
  }
}
