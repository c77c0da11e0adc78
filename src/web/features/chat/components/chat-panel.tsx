import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Bot, SendHorizontal, X } from 'lucide-react'
import { site } from '@/shared/site'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { SmsConsentCheckbox } from '@/web/components/sms-consent-checkbox'
import { cn } from '@/web/lib/utils'
import { useChatConversation } from '../hooks/use-chat-conversation'
import { quickQuestions } from '../lib/conversation'
import { BookedCallCard } from './booked-call-card'

export type ChatPanelProps = {
  id: string
  open: boolean
  onClose: () => void
}

/**
 * The conversation window. Loaded on demand (see chat-widget.tsx) and kept mounted once opened,
 * so the conversation and a reply in flight survive closing and reopening.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const conversation = useChatConversation()
  const { messages, send, busy, typing, showQuickQuestions, announcement, inputError, notice, messageMaxLength } = conversation
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const errorId = useId()

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  // On every change of the messages, not only of their number: a streamed answer grows in place.
  useEffect(() => {
    const scroller = scrollerRef.current
    if (scroller) scroller.scrollTop = scroller.scrollHeight
  }, [messages, typing, notice, open])

  function submit(event: FormEvent) {
    event.preventDefault()
    const sent = draft
    // The field empties once the message is sent (with the model, once the server takes it),
    // unless the visitor has typed on meanwhile.
    send(sent, { onSent: () => setDraft((current) => (current === sent ? '' : current)) })
  }

  function ask(question: string) {
    send(question)
    inputRef.current?.focus()
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }

  return (
    // Escape closes the dialog from anywhere inside it (the WAI-ARIA dialog pattern); the
    // dialog container is where that key handler belongs.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={closeOnEscape}
      data-slot="chat-panel"
      className={cn(
        'flex h-[min(34rem,calc(100dvh-7.5rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden sm:w-96',
        'rounded-2xl border border-ink-200 bg-card shadow-2xl shadow-brand-950/20',
        'origin-bottom-right transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0',
      )}
    >
      <div className="flex items-center gap-3 bg-gradient-to-br from-brand-700 to-brand-900 px-4 py-3 text-white">
        <span className="relative flex size-10 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25">
          <Bot aria-hidden="true" className="size-5" />
          <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-accent-400 ring-2 ring-brand-800" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {site.name} Assistant
          </h2>
          <p className="text-xs text-brand-100">Online · answers in seconds</p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close chat"
          className="size-9 text-white hover:bg-white/15 hover:text-white"
        >
          <X aria-hidden="true" />
        </Button>
      </div>

      {/* A scrolling region keyboard users can focus to scroll the history too. */}
      <div
        ref={scrollerRef}
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        className="flex-1 overflow-y-auto overscroll-contain bg-ink-50 px-4 py-4 focus-visible:outline-offset-[-2px]"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => (
            <li
              key={index}
              data-author={message.type}
              className={cn(
                // pre-line: the model's answers may come in paragraphs.
                'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line shadow-xs',
                message.type === 'bot'
                  ? 'self-start rounded-bl-md border border-ink-200 bg-white text-ink-800'
                  : 'self-end rounded-br-md bg-brand-700 text-white',
              )}
            >
              <span className="sr-only">{message.type === 'bot' ? 'Assistant: ' : 'You: '}</span>
              {message.text}
              {message.booking && <BookedCallCard booking={message.booking} className={message.text ? 'mt-2.5' : undefined} />}
            </li>
          ))}
          {notice && (
            <li data-slot="chat-notice" className="max-w-[85%] self-start rounded-2xl rounded-bl-md border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm leading-relaxed text-amber-950 shadow-xs">
              {notice}
            </li>
          )}
          {typing && (
            <li aria-hidden="true" data-slot="chat-typing" className="flex gap-1 self-start rounded-2xl rounded-bl-md border border-ink-200 bg-white px-4 py-3.5 shadow-xs">
              {['[animation-delay:-300ms]', '[animation-delay:-150ms]', '[animation-delay:0ms]'].map((delay) => (
                <span key={delay} className={cn('size-2 animate-bounce rounded-full bg-ink-400 motion-reduce:animate-none', delay)} />
              ))}
            </li>
          )}
        </ol>
      </div>

      {showQuickQuestions && (
        <div role="group" aria-labelledby={`${titleId}-quick`} className="border-t border-ink-200 bg-white px-4 pt-3">
          <p id={`${titleId}-quick`} className="mb-2 text-xs font-medium text-muted-foreground">
            Popular questions
          </p>
          <div className="flex flex-wrap gap-2">
            {quickQuestions.map((question) => (
              <button
                key={question}
                type="button"
                onClick={() => ask(question)}
                className="cursor-pointer rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-800 transition-colors hover:bg-brand-100"
              >
                {question}
              </button>
            ))}
          </div>
        </div>
      )}

      <form onSubmit={submit} className="border-t border-ink-200 bg-white p-3">
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label="Your message"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? errorId : undefined}
            maxLength={messageMaxLength}
            placeholder="Type your question…"
            autoComplete="off"
            enterKeyHint="send"
          />
          {/* Not `disabled` while an answer streams: a disabled button drops the focus. */}
          <Button type="submit" size="icon" aria-label="Send message" aria-disabled={busy || undefined} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
        {inputError && (
          <p id={errorId} data-slot="chat-input-error" className="mt-2 text-xs font-medium text-destructive">
            {inputError}
          </p>
        )}
        {/* Sent with every message: a lead the assistant takes here may be texted only when ticked. */}
        {conversation.asksSmsConsent && <SmsConsentCheckbox checked={conversation.smsConsent} onCheckedChange={conversation.setSmsConsent} compact className="mt-1" />}
      </form>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}
