import { readAssistantEvent, type AssistantEvent } from '@/shared/assistant-protocol'

/**
 * Reads the assistant's answer as the server streams it (text/event-stream, one `data:` line of
 * JSON per event): fed the decoded text as it arrives, in pieces of any size, it returns the
 * events completed so far. EventSource cannot POST, so the panel reads the stream itself.
 * Follows the SSE format (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * an event ends at a blank line, ':' starts a comment, fields other than `data` are ignored.
 * An event that is not one of ours (damaged JSON, an unknown type) is skipped, not fatal.
 */
export function createAssistantStreamReader() {
  let unfinishedLine = ''
  let dataLines: string[] = []

  function dispatch(events: AssistantEvent[]) {
    if (dataLines.length === 0) return
    const data = dataLines.join('\n')
    dataLines = []
    let json: unknown
    try {
      json = JSON.parse(data)
    } catch {
      return
    }
    const event = readAssistantEvent(json)
    if (event) events.push(event)
  }

  return {
    /** The events this piece of text completes, in order. */
    read(text: string): AssistantEvent[] {
      const events: AssistantEvent[] = []
      let buffered = unfinishedLine + text
      // A '\r' at the very end may be the first half of a '\r\n' still on its way: keep it back,
      // or the '\n' would count as a blank line and end the event early.
      const heldBack = buffered.endsWith('\r') ? '\r' : ''
      if (heldBack) buffered = buffered.slice(0, -1)
      const lines = buffered.split(/\r\n|\r|\n/)
      unfinishedLine = lines.pop()! + heldBack
      for (const line of lines) {
        if (line === '') dispatch(events)
        else if (line.startsWith('data:')) dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5))
      }
      return events
    },
  }
}
