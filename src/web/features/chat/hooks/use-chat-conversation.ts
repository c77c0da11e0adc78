import { useCallback, useEffect, useRef, useState } from 'react'
import { loadConversation, loadConversationId, saveConversation, saveConversationId } from '../lib/chat-storage'
import { initialConversation, normalizeMessage, pendingReplies, showsQuickQuestions, unansweredMessages, type ChatEntry } from '../lib/conversation'
import { scheduleReply, systemClock, type Clock } from '../lib/reply-scheduler'
import { answerShows, answerWith, conversationShowing, emptyAnswer, type StreamedAnswer } from '../lib/streamed-answer'
import { bookedCallSummary } from '../lib/booked-call'
import type { AssistantClient, AssistantReply } from '../api/assistant-client'
import { useAssistantClient } from './use-assistant-client'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** This tab's stored conversation, or the greeting alone. */
function restoredConversation(): ChatEntry[] {
  const store = sessionStore()
  return (store && loadConversation(store)) || initialConversation()
}

function restoredConversationId(): string | undefined {
  const store = sessionStore()
  return store ? loadConversationId(store) : undefined
}

/** What screen readers hear once an answer is complete: its text, and the call it booked. */
function spokenAnswer(answer: StreamedAnswer): string {
  return [answer.text, answer.booking && bookedCallSummary(answer.booking)].filter(Boolean).join(' ')
}

/**
 * A message on its way to the model: 'sending' until the server takes it (it joins the
 * conversation only then, so a refused one stays in the field), 'streaming' while the answer
 * arrives. Only one at a time.
 */
type ModelPhase = 'idle' | 'sending' | 'streaming'

/** What the panel does once a message is sent: typically, it empties the field. */
export type SendOptions = { onSent?: () => void }

/**
 * The chat's state: the messages (restored from and saved to session storage), the reply to
 * each message and the latest reply for screen readers. The reply is SPEC §2's keyword answer
 * 1 s after the message, unless the server says a language model answers (issue 26): then the
 * message goes to the server and the answer streams in. The panel is only ever rendered in the
 * browser (its code loads when the visitor opens the chat), so the stored conversation is its
 * first state.
 */
export function useChatConversation({ clock = systemClock }: { clock?: Clock } = {}) {
  const [messages, setMessages] = useState<ChatEntry[]>(restoredConversation)
  const restored = useRef(messages)
  const [announcement, setAnnouncement] = useState('')
  const timers = useRef(new Set<() => void>())
  const { client, switchToKeywordAnswers } = useAssistantClient()
  const [phase, setPhase] = useState<ModelPhase>('idle')
  /** The message in flight to the model, aborted if the panel goes away. */
  const inFlight = useRef<AbortController | null>(null)
  const [storedConversationId] = useState(restoredConversationId)
  /** The assistant's id for this conversation, sent with each message after its first answer. */
  const conversationId = useRef(storedConversationId)
  /** What the server said is wrong with the message still in the field (a 422). */
  const [inputError, setInputError] = useState<string | null>(null)
  /** Why the server did not answer just now (a 429), said on the assistant's side. */
  const [notice, setNotice] = useState<string | null>(null)
  /** The panel's "Text me about my request" box (issue 31): unticked until the visitor ticks it. */
  const [smsConsent, setSmsConsent] = useState(false)
  /** The box as it is when a message goes (a message sent just after a tick carries it). */
  const smsConsentNow = useRef(smsConsent)
  const changeSmsConsent = useCallback((ticked: boolean) => {
    smsConsentNow.current = ticked
    setSmsConsent(ticked)
  }, [])

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

  useEffect(() => () => inFlight.current?.abort(), [])

  useEffect(() => {
    const store = sessionStore()
    if (store) saveConversation(store, messages)
  }, [messages])

  /** Shows the answer as it streams; the keyword answer stands in if it brings nothing to show. */
  const showStreamedAnswer = useCallback(
    async (events: Extract<AssistantReply, { kind: 'streaming' }>['events'], text: string, signal: AbortSignal) => {
      let answer = emptyAnswer
      let complete = false
      try {
        for await (const event of events) {
          if (event.type === 'conversation') {
            conversationId.current = event.id
            const store = sessionStore()
            if (store) saveConversationId(store, event.id)
          } else if (event.type === 'done') {
            complete = true
            if (event.mode !== 'model') switchToKeywordAnswers()
            break
          } else {
            answer = answerWith(answer, event)
            const shown = answer
            if (answerShows(shown)) setMessages((current) => conversationShowing(current, shown))
          }
        }
      } catch (error) {
        if (signal.aborted) throw error
        // Cut off mid-answer: what arrived stands, and the keyword answers take over from here.
      }
      if (!complete) switchToKeywordAnswers()
      if (answerShows(answer)) setAnnouncement(spokenAnswer(answer))
      else queueReply(text)
    },
    [queueReply, switchToKeywordAnswers],
  )

  const askModel = useCallback(
    async (assistant: AssistantClient, text: string, { onSent }: SendOptions) => {
      const controller = new AbortController()
      inFlight.current = controller
      setPhase('sending')
      setInputError(null)
      setNotice(null)
      const accept = () => {
        setMessages((current) => [...current, { type: 'user', text }])
        onSent?.()
      }
      try {
        const reply = await assistant.ask(text, conversationId.current, controller.signal, { smsConsent: smsConsentNow.current })
        if (reply.kind === 'invalid') {
          setInputError(reply.message)
          setAnnouncement(reply.message)
        } else if (reply.kind === 'refused') {
          setNotice(reply.message)
          setAnnouncement(reply.message)
        } else if (reply.kind === 'unavailable') {
          accept()
          switchToKeywordAnswers()
          queueReply(text)
        } else {
          accept()
          setPhase('streaming')
          await showStreamedAnswer(reply.events, text, controller.signal)
        }
      } catch {
        // The panel went away: nothing is left to update.
        if (controller.signal.aborted) return
        // Every failure is a reply, so nothing else should land here; if it does, the keyword
        // answers take over rather than the chat waiting forever.
        switchToKeywordAnswers()
      } finally {
        if (inFlight.current === controller) inFlight.current = null
      }
      setPhase('idle')
    },
    [queueReply, showStreamedAnswer, switchToKeywordAnswers],
  )

  const awaitingReply = pendingReplies(messages) > 0
  /** With the model, one message at a time: the next waits for the answer (or a keyword reply still due). */
  const busy = client !== null && (phase !== 'idle' || awaitingReply)

  /** Sends the message, or does nothing for an empty or whitespace-only one, or while busy. */
  const send = useCallback(
    (raw: string, options: SendOptions = {}) => {
      const text = normalizeMessage(raw)
      if (text === null) return
      if (client === null) {
        setMessages((current) => [...current, { type: 'user', text }])
        queueReply(text)
        options.onSent?.()
        return
      }
      if (busy || inFlight.current) return
      void askModel(client, text, options)
    },
    [askModel, busy, client, queueReply],
  )

  return {
    messages,
    send,
    busy,
    typing: awaitingReply || phase === 'sending',
    showQuickQuestions: showsQuickQuestions(messages),
    announcement,
    inputError,
    notice,
    /**
     * Whether the panel asks for consent to texts: only while the messages go to the server, where
     * the assistant may take the visitor's number (keyword answers never leave the browser).
     */
    asksSmsConsent: client !== null,
    smsConsent,
    setSmsConsent: changeSmsConsent,
    /** The longest message the model takes; undefined with keyword answers, which take any. */
    messageMaxLength: client?.messageMaxLength,
  }
}
