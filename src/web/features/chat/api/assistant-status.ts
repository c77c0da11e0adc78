import { assistantApi, type AssistantMode } from '@/shared/assistant-protocol'

/**
 * GET /api/assistant: whether a language model answers the chat (issue 26), read by hand (no zod
 * on the home page: shared/assistant-protocol.ts).
 */
const modelMode: AssistantMode = 'model'

/** True only when the server says its model answers; unknown, off or unreachable all mean keyword answers. */
export async function modelAnswers(signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(assistantApi.status, { cache: 'no-store', credentials: 'same-origin', signal })
    if (!response.ok) {
      // Read the body anyway: an unread response keeps its connection busy in Chromium.
      await response.text()
      return false
    }
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && (body as { mode?: unknown }).mode === modelMode
  } catch {
    return false
  }
}
