import { describe, expect, it } from 'vitest'
import { quickQuestions } from './conversation'
import { replies, replyTo, topicOf } from '@/shared/content/chat-replies'

describe('chat replies (SPEC §2)', () => {
  it.each([
    ['What is the price?', 'pricing'],
    ['How much does it cost', 'pricing'],
    ['Is this expensive?', 'pricing'],
    ['How much time does it take?', 'timing'],
    ['How long until it works?', 'timing'],
    ['Can you go fast?', 'timing'],
    ['Do you offer support?', 'support'],
    ['I need help', 'support'],
    ['What if something breaks?', 'support'],
    ['Is it secure?', 'security'],
    ['Is it safe?', 'security'],
    ['What about my customer data?', 'security'],
    ['How do I start?', 'gettingStarted'],
    ['Where do we begin', 'gettingStarted'],
    ['What is the process?', 'gettingStarted'],
    ['Can you integrate with Jobber?', 'integrations'],
    ['Will it connect to my calendar?', 'integrations'],
    ['Which software do you use?', 'integrations'],
  ] as const)('answers %j with the %s reply', (message, topic) => {
    expect(topicOf(message)).toBe(topic)
    expect(replyTo(message)).toBe(replies[topic])
  })

  it('falls back to recommending a free consultation', () => {
    expect(topicOf('Do you work with dentists?')).toBe('fallback')
    expect(replyTo('Hello there')).toBe(replies.fallback)
    expect(replies.fallback).toMatch(/free 30-minute consultation/)
  })

  it('matches keywords regardless of case', () => {
    expect(topicOf('PRICE?')).toBe('pricing')
    expect(topicOf('Is It SAFE')).toBe('security')
  })

  it("gives the earlier group's reply when a message has keywords from two groups", () => {
    // integrations (6th) vs pricing (1st)
    expect(topicOf('Does it cost extra to connect my software?')).toBe('pricing')
    // getting started (5th) vs timing (2nd)
    expect(topicOf('How long does it take to start?')).toBe('timing')
    // security (4th) vs support (3rd)
    expect(topicOf('Can you help keep my data safe?')).toBe('support')
    // support (3rd) vs timing (2nd)
    expect(topicOf('How fast is your support?')).toBe('timing')
    // integrations (6th) vs getting started (5th)
    expect(topicOf('What is the process to integrate?')).toBe('gettingStarted')
  })

  it('carries our claims in the pricing and timing answers', () => {
    expect(replies.pricing).toContain('$500-2000')
    expect(replies.pricing).toContain('2-3 months')
    expect(replies.timing).toContain('1-2 weeks')
    expect(replies.timing).toContain('2-3 days')
    expect(replies.timing).toContain('up to a month')
  })

  it('sends each quick question to its own topic', () => {
    expect(quickQuestions.map(topicOf)).toEqual(['pricing', 'timing', 'security', 'gettingStarted'])
  })
})
