/**
 * What an inbound text asks for when it is only a keyword (issue 31 item 5): the opt-out words
 * US carriers and Twilio honour, the words that opt back in, and a request for help. Case,
 * surrounding spaces and punctuation do not matter ("Stop.", " stop!! "); a sentence that merely
 * contains one ("please don't stop calling") is a message, not a keyword.
 */
export type SmsKeyword = 'opt-out' | 'opt-in' | 'help'

const keywords: Record<string, SmsKeyword> = {
  STOP: 'opt-out',
  STOPALL: 'opt-out',
  UNSUBSCRIBE: 'opt-out',
  CANCEL: 'opt-out',
  END: 'opt-out',
  QUIT: 'opt-out',
  REVOKE: 'opt-out',
  OPTOUT: 'opt-out',
  START: 'opt-in',
  UNSTOP: 'opt-in',
  YES: 'opt-in',
  HELP: 'help',
  INFO: 'help',
}

export function smsKeyword(body: string): SmsKeyword | undefined {
  const word = body
    .normalize('NFKC')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .toUpperCase()
  return Object.hasOwn(keywords, word) ? keywords[word] : undefined
}
