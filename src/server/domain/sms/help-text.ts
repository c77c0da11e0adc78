import { toGsmPunctuation } from '@/shared/sms-segments'

/**
 * The answer to HELP or INFO (issue 31 item 5; what US carriers require): who is texting, how to
 * reach a person, how to stop. One GSM-7 segment (held by its test).
 */
export function helpText(business: { name: string; phone: string; email: string }): string {
  return toGsmPunctuation(`${business.name}: texts about your inquiry. Help: ${business.phone} or ${business.email}. Reply STOP to opt out. Msg & data rates may apply.`)
}
