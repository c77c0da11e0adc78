import { describe, expect, it } from 'vitest'
import { readAssistantEvent } from './assistant-protocol'
import { assistantEventSchema } from './assistant'

/** The hand-written reader (for the home page, without zod) and the server's schema agree. */
const samples: unknown[] = [
  { type: 'conversation', id: 'c1' },
  { type: 'text', text: 'Hello. ' },
  { type: 'replace', text: 'Safe.' },
  { type: 'lead', heldForReview: false },
  { type: 'booked', start: '2027-03-08T16:00:00.000Z', end: '2027-03-08T16:30:00.000Z', timeZone: 'America/New_York', manageUrl: '/booking/t', heldForReview: true },
  { type: 'done', mode: 'model' },
  { type: 'done', mode: 'daily-budget' },
  { type: 'text', text: 'extra fields are dropped', extra: 1 },
  // Damaged ones.
  { type: 'done', mode: 'sleeping' },
  { type: 'text', text: 3 },
  { type: 'lead', heldForReview: 'no' },
  { type: 'booked', start: 'x', end: 'y', timeZone: 'z', manageUrl: '/m' },
  { type: 'toString' },
  { type: 'constructor', id: 'x' },
  { text: 'no type' },
  null,
  'text',
  [],
  42,
]

describe('readAssistantEvent', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('reads %s as the schema does', (_label, sample) => {
    const parsed = assistantEventSchema.safeParse(sample)
    expect(readAssistantEvent(sample)).toEqual(parsed.success ? parsed.data : undefined)
  })
})
