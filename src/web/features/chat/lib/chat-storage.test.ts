import { describe, expect, it } from 'vitest'
import { memoryStorage, refusingStorage } from '@/web/lib/storage-test-support'
import { chatStorageKey, conversationIdStorageKey, loadConversation, loadConversationId, saveConversation, saveConversationId } from './chat-storage'
import type { ChatMessage } from '@/shared/content/chat-replies'
import type { ChatEntry } from './conversation'

const conversation: ChatMessage[] = [
  { type: 'bot', text: 'Hi!' },
  { type: 'user', text: 'How much?' },
  { type: 'bot', text: '$500-2000' },
]

describe('chat storage', () => {
  it('round-trips a conversation', () => {
    const storage = memoryStorage()
    saveConversation(storage, conversation)
    expect(storage.items.has(chatStorageKey)).toBe(true)
    expect(loadConversation(storage)).toEqual(conversation)
  })

  it('returns null when nothing is stored', () => {
    expect(loadConversation(memoryStorage())).toBeNull()
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"type":"bot","text":"x"}'],
    ['an empty list', '[]'],
    ['a message of unknown type', '[{"type":"bot","text":"x"},{"type":"admin","text":"y"}]'],
    ['a message without text', '[{"type":"bot"}]'],
    ['a conversation not opened by the assistant', '[{"type":"user","text":"x"}]'],
  ])('ignores %s', (_label, raw) => {
    const storage = memoryStorage()
    storage.items.set(chatStorageKey, raw)
    expect(loadConversation(storage)).toBeNull()
  })

  it('keeps only the fields of a chat message', () => {
    const storage = memoryStorage()
    storage.items.set(chatStorageKey, JSON.stringify([{ type: 'bot', text: 'Hi', extra: 1 }]))
    expect(loadConversation(storage)).toEqual([{ type: 'bot', text: 'Hi' }])
  })

  it('survives a storage that refuses access', () => {
    expect(loadConversation(refusingStorage)).toBeNull()
    expect(() => saveConversation(refusingStorage, conversation)).not.toThrow()
  })

  it('keeps the call an answer booked', () => {
    const storage = memoryStorage()
    const booking = { start: '2027-03-16T18:00:00.000Z', end: '2027-03-16T18:30:00.000Z', timeZone: 'America/New_York', manageUrl: '/booking/abc', heldForReview: true }
    const withBooking: ChatEntry[] = [...conversation, { type: 'user', text: 'Book Tuesday 2pm' }, { type: 'bot', text: 'Done!', booking }]
    saveConversation(storage, withBooking)
    expect(loadConversation(storage)).toEqual(withBooking)
  })

  it('drops a damaged booking but keeps its message', () => {
    const storage = memoryStorage()
    storage.items.set(chatStorageKey, JSON.stringify([{ type: 'bot', text: 'Hi' }, { type: 'bot', text: 'Done!', booking: { start: 1 } }]))
    expect(loadConversation(storage)).toStrictEqual([
      { type: 'bot', text: 'Hi' },
      { type: 'bot', text: 'Done!' },
    ])
  })

  it("keeps the assistant's id for the conversation, and ignores one it did not write", () => {
    const storage = memoryStorage()
    expect(loadConversationId(storage)).toBeUndefined()
    saveConversationId(storage, '6f1c2a8e-0d0b-4f57-9a4e-2b1f0c3d4e5f')
    expect(loadConversationId(storage)).toBe('6f1c2a8e-0d0b-4f57-9a4e-2b1f0c3d4e5f')
    storage.items.set(conversationIdStorageKey, '<script>')
    expect(loadConversationId(storage)).toBeUndefined()
    expect(loadConversationId(refusingStorage)).toBeUndefined()
    expect(() => saveConversationId(refusingStorage, 'x')).not.toThrow()
  })
})
