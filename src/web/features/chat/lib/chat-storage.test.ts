import { describe, expect, it } from 'vitest'
import { memoryStorage, refusingStorage } from '@/web/lib/storage-test-support'
import { chatStorageKey, loadConversation, saveConversation } from './chat-storage'
import type { ChatMessage } from '@/shared/content/chat-replies'

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
})
