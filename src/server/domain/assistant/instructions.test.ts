import { describe, expect, it } from 'vitest'
import { assistantInstructions, assistantRules, assistantTools, visitorGaveAddress } from './instructions'

describe('visitorGaveAddress', () => {
  it('accepts an address the visitor typed, in any case, with punctuation around it', () => {
    expect(visitorGaveAddress('jamie@rivera.com', ['Sure, it is Jamie@Rivera.com.'])).toBe(true)
    expect(visitorGaveAddress('JAMIE@rivera.com', ['mail me (jamie@rivera.com) please'])).toBe(true)
    expect(visitorGaveAddress('jamie@rivera.com', ['first', '<jamie@rivera.com>'])).toBe(true)
  })

  it('refuses an address the visitor did not type, or only part of one', () => {
    expect(visitorGaveAddress('boss@rivera.com', ['I am jamie@rivera.com'])).toBe(false)
    expect(visitorGaveAddress('amie@rivera.com', ['I am jamie@rivera.com'])).toBe(false)
    expect(visitorGaveAddress('jamie@rivera.co', ['I am jamie@rivera.com'])).toBe(false)
    expect(visitorGaveAddress('', ['I am jamie@rivera.com'])).toBe(false)
    expect(visitorGaveAddress('jamie@rivera.com', [])).toBe(false)
  })
})

describe('the model’s instructions', () => {
  it('carry the rules and the facts, and the tools describe their arguments', () => {
    const prompt = assistantInstructions(['Setup is $500-2000.'])
    expect(prompt.startsWith(assistantRules)).toBe(true)
    expect(prompt).toContain('- Setup is $500-2000.')
    expect(assistantTools.map((tool) => tool.name)).toEqual(['free_times', 'take_details', 'book_call'])
    expect(assistantTools[1]!.parameters).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'email', 'needs', 'consent']) })
  })
})
