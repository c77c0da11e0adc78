/** The id of the control for one path of the availability settings (`weeklyHours.mon.0.end` → `availability-weeklyHours-mon-0-end`). */
export function availabilityFieldId(path: string): string {
  return `availability-${path.replaceAll('.', '-')}`
}

/** The id of a field's message, for its control's aria-describedby. */
export function availabilityErrorId(path: string): string {
  return `${availabilityFieldId(path)}-error`
}

/** A refused field's message, under it. */
export function AvailabilityFieldMessage({ path, message }: { path: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={availabilityErrorId(path)} className="text-small font-medium text-destructive">
      {message}
    </p>
  )
}

/** The control's ARIA for a path: invalid when it has a message, described by it (and by a hint, when given). */
export function invalidProps(path: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? availabilityErrorId(path) : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined }
}
