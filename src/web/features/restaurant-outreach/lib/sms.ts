/** SPEC §2: the SMS template is measured against one 160-character message. */
export const SMS_LIMIT = 160

export type SmsLength = { count: number; limit: number; remaining: number; fits: boolean }

/** Counts what the phone counts: characters as the recipient sees them, emoji included once. */
export function smsLength(text: string, limit = SMS_LIMIT): SmsLength {
  const count = [...text].length
  return { count, limit, remaining: limit - count, fits: count <= limit }
}
