import { useCallback, useEffect, useState } from 'react'
import { afterNextPaint } from '@/web/lib/after-paint'
import { modelAnswers } from '../api/assistant-status'
import type { AssistantClient } from '../api/assistant-client'

/**
 * The assistant's client once the server says a language model answers (asked once, when the
 * panel mounts), null until then and whenever it does not: the keyword answers stand meanwhile.
 * The client's code is loaded only then. `switchToKeywordAnswers` leaves the model for good (the
 * server turned it off or failed), until the panel mounts again.
 */
export function useAssistantClient() {
  const [client, setClient] = useState<AssistantClient | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const ask = async () => {
      if (!(await modelAnswers(controller.signal))) return
      const { createAssistantClient } = await import('../api/assistant-client')
      if (!controller.signal.aborted) setClient(createAssistantClient())
    }
    // Asked once the panel has been painted: the tap that opened it shows first (bench:web times
    // it), and the answer is back long before a first question is typed.
    const cancelAsk = afterNextPaint(() =>
      void ask().catch(() => {
        // The client's code did not load (a deploy replaced it, the network dropped): keyword answers.
      }),
    )
    return () => {
      cancelAsk()
      controller.abort()
    }
  }, [])

  const switchToKeywordAnswers = useCallback(() => setClient(null), [])
  return { client, switchToKeywordAnswers }
}
