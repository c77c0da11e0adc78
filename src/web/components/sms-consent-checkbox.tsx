import { useId, type ComponentProps } from 'react'
import { smsConsent } from '@/web/lib/sms-consent'
import { cn } from '@/web/lib/utils'

type SmsConsentCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** For a tight space (the chat panel): a smaller disclosure, and a shorter line under a mouse (a finger keeps 44 px). */
  compact?: boolean
}

/**
 * Consent to texts (issue 31 item 2), the same on every public form with a phone: a native box,
 * unticked until the visitor ticks it, named `smsConsent` so a form posted without JavaScript sends
 * `smsConsent=on`, and a tick made before the page's code arrived holds (lib/typed-values.ts
 * adopts it). Under it, the disclosure, word for word what is stored with the consent, is the
 * box's description. The booking form writes the same markup as HTML (shared/booking-form.ts).
 */
export function SmsConsentCheckbox({ id, checked, onCheckedChange, compact = false, className, 'aria-describedby': describedBy, ...inputProps }: SmsConsentCheckboxProps) {
  const ownId = useId()
  const boxId = id ?? `${ownId}sms-consent`
  const disclosureId = `${boxId}-disclosure`
  return (
    <div data-slot="sms-consent" className={cn('grid', className)}>
      {/* The label holds the box: the whole line, 44 px high on phones, is the target. */}
      <label
        htmlFor={boxId}
        className={cn(
          'flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm font-medium text-foreground',
          'has-disabled:cursor-not-allowed has-disabled:opacity-50',
          compact && 'pointer-fine:min-h-9',
        )}
      >
        <input
          {...inputProps}
          type="checkbox"
          id={boxId}
          name={smsConsent.field}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={[disclosureId, describedBy].filter(Boolean).join(' ')}
          className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        {smsConsent.label}
      </label>
      <p id={disclosureId} className={cn('-mt-1 pl-8 text-muted-foreground', compact ? 'text-xs leading-snug' : 'text-small')}>
        {smsConsent.disclosure}
      </p>
    </div>
  )
}
