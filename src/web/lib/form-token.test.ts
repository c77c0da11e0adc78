import { describe, expect, it } from 'vitest'
import { formTokenResponseSchema } from '@/shared/public-form'
import { isFormTokenResponse } from './form-token'

describe("the form token's answer, checked without zod", () => {
  it('takes what the shared schema takes, and refuses what it refuses', () => {
    const answers: unknown[] = [
      { token: 'v1.abc.def', readyInMs: 0 },
      { token: 'v1.abc.def', readyInMs: 2500 },
      { token: 'v1.abc.def', readyInMs: 2500, extra: true },
      { token: 'v1.abc.def', readyInMs: -1 },
      { token: 'v1.abc.def', readyInMs: 1.5 },
      { token: 'v1.abc.def', readyInMs: '2500' },
      { token: 42, readyInMs: 0 },
      { readyInMs: 0 },
      { token: 'v1.abc.def' },
      null,
      'v1.abc.def',
      [],
    ]
    for (const answer of answers) expect(isFormTokenResponse(answer), JSON.stringify(answer)).toBe(formTokenResponseSchema.safeParse(answer).success)
  })
})
