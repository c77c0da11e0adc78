import { useCallback, useEffect, useRef, useState } from 'react'
import { loadConversation, saveConversation } from '../lib/chat-storage'
import { initialConversation, normalizeMessage, pendingReplies, showsQuickQuestions, unansweredMessages } from '../lib/conversation'
import type { ChatMessage } from '@/shared/content/chat-replies'
import { scheduleReply, systemClock, type Clock } from '../lib/reply-scheduler'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** This tab's stored conversation, or the greeting alone. */
function restoredConversation(): ChatMessage[] {
  const store = sessionStore()
  return (store && loadConversation(store)) || initialConversation()
}

/**
 * The chat's state: the messages (restored from and saved to session storage), a reply 1 s
 * after each message, and the latest reply for screen readers. The panel is only ever rendered
 * in the browser (its code loads when the visitor opens the chat), so the stored conversation is
 * its first state.
 */
export function useChatConversation({ clock = systemClock }: { clock?: Clock } = {}) {
  const [messages, setMessages] = useState<ChatMessage[]>(restoredConversation)
  const restored = useRef(messages)
  const [announcement, setAnnouncement] = useState('')
  const timers = useRef(new Set<() => void>())

  const queueReply = useCallback(
    (text: string) => {
      const cancel = scheduleReply(
        text,
        (reply) => {
          timers.current.delete(cancel)
          setMessages((current) => [...current, reply])
          setAnnouncement(reply.text)
        },
        clock,
      )
      timers.current.add(cancel)
    },
    [clock],
  )

  useEffect(() => {
    // A reload within the second before a reply: the visitor still gets it.
    unansweredMessages(restored.current).forEach(queueReply)
    const pending = timers.current
    return () => {
      pending.forEach((cancel) => cancel())
      pending.clear()
    }
  }, [queueReply])

  useEffect(() => {
    const store = sessionStore()
    if (store) saveConversation(store, messages)
  }, [messages])

  /** Sends the message; returns false (and does nothing) for an empty or whitespace-only one. */
  const send = useCallback(
    (raw: string) => {
      const text = normalizeMessage(raw)
      if (text === null) return false
      setMessages((current) => [...current, { type: 'user', text }])
      queueReply(text)
      return true
    },
    [queueReply],
  )

  return {
    messages,
    send,
    typing: pendingReplies(messages) > 0,
    showQuickQuestions: showsQuickQuestions(messages),
    announcement,
  }
}
