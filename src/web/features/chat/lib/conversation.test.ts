import { describe, expect, it } from 'vitest'
import { greeting, initialConversation, normalizeMessage, pendingReplies, showsQuickQuestions, unansweredMessages } from './conversation'
import type { ChatMessage } from '@/shared/content/chat-replies'

const user = (text: string): ChatMessage => ({ type: 'user', text })
const bot = (text: string): ChatMessage => ({ type: 'bot', text })

describe('chat conversation', () => {
  it('starts with the greeting only', () => {
    expect(initialConversation()).toEqual([greeting])
    expect(greeting.type).toBe('bot')
  })

  it('shows quick questions only while the chat holds just the greeting', () => {
    expect(showsQuickQuestions([greeting])).toBe(true)
    expect(showsQuickQuestions([greeting, user('hi')])).toBe(false)
    expect(showsQuickQuestions([greeting, user('hi'), bot('hello')])).toBe(false)
  })

  it('ignores an empty or whitespace-only message', () => {
    expect(normalizeMessage('')).toBeNull()
    expect(normalizeMessage('   ')).toBeNull()
    expect(normalizeMessage('\n\t ')).toBeNull()
  })

  it('sends other messages trimmed', () => {
    expect(normalizeMessage('  How much?  ')).toBe('How much?')
  })

  it('counts the messages still waiting for a reply', () => {
    expect(pendingReplies([greeting])).toBe(0)
    expect(pendingReplies([greeting, user('a')])).toBe(1)
    expect(pendingReplies([greeting, user('a'), user('b')])).toBe(2)
    expect(pendingReplies([greeting, user('a'), user('b'), bot('1')])).toBe(1)
    expect(pendingReplies([greeting, user('a'), bot('1')])).toBe(0)
  })

  it('lists the unanswered messages, oldest first', () => {
    expect(unansweredMessages([greeting, user('a'), bot('1')])).toEqual([])
    expect(unansweredMessages([greeting, user('a'), bot('1'), user('b'), user('c')])).toEqual(['b', 'c'])
  })
})
