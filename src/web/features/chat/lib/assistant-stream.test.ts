import { describe, expect, it } from 'vitest'
import type { AssistantEvent } from '@/shared/assistant'
import { createAssistantStreamReader } from './assistant-stream'

const conversation: AssistantEvent = { type: 'conversation', id: '6f1c2a8e-0d0b-4f57-9a4e-2b1f0c3d4e5f' }
const hello: AssistantEvent = { type: 'text', text: 'Hello' }
const done: AssistantEvent = { type: 'done', mode: 'model' }
const frame = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`

describe('assistant stream reader', () => {
  it('reads an event per blank-line-ended data line', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(frame(conversation))).toEqual([conversation])
    expect(reader.read(frame(hello))).toEqual([hello])
  })

  it('returns every event of a piece that holds several, in order', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(frame(conversation) + frame(hello) + frame(done))).toEqual([conversation, hello, done])
  })

  it('waits for the rest of an event split across pieces', () => {
    const reader = createAssistantStreamReader()
    const whole = frame(hello) + frame(done)
    const events = [...whole].flatMap((character) => reader.read(character))
    expect(events).toEqual([hello, done])
  })

  it('holds an event back until its blank line arrives', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(`data: ${JSON.stringify(hello)}\n`)).toEqual([])
    expect(reader.read('\n')).toEqual([hello])
  })

  it('accepts CRLF and CR line ends, even with a CRLF split between pieces', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(`data: ${JSON.stringify(hello)}\r\n\r\n`)).toEqual([hello])
    expect(reader.read(`data: ${JSON.stringify(done)}\r`)).toEqual([])
    expect(reader.read('\n')).toEqual([])
    expect(reader.read('\r\n')).toEqual([done])
    // The final CR might still become a CRLF: the event ends with the next piece.
    expect(reader.read(`data: ${JSON.stringify(hello)}\r\r`)).toEqual([])
    expect(reader.read(frame(done))).toEqual([hello, done])
  })

  it('ignores comment lines (a keep-alive) and fields other than data', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(`: keep-alive\n\nevent: message\nid: 7\nretry: 1000\n${frame(hello)}`)).toEqual([hello])
  })

  it('reads data without the optional space after the colon, and joins multi-line data', () => {
    const reader = createAssistantStreamReader()
    expect(reader.read(`data:${JSON.stringify(hello)}\n\n`)).toEqual([hello])
    expect(reader.read('data: {"type":"text",\ndata: "text":"two lines"}\n\n')).toEqual([{ type: 'text', text: 'two lines' }])
  })

  it('skips an event that is not JSON or not one of the assistant events, and reads on', () => {
    const reader = createAssistantStreamReader()
    const events = reader.read(
      ['data: {oops\n\n', frame({ type: 'weather', sunny: true }), frame({ type: 'text' }), frame({ type: 'done', mode: 'asleep' }), frame(hello)].join(''),
    )
    expect(events).toEqual([hello])
  })

  it('parses every kind of event the server sends', () => {
    const events: AssistantEvent[] = [
      conversation,
      hello,
      { type: 'replace', text: 'Instead' },
      { type: 'lead', heldForReview: false },
      {
        type: 'booked',
        start: '2027-03-16T18:00:00.000Z',
        end: '2027-03-16T18:30:00.000Z',
        timeZone: 'America/New_York',
        manageUrl: '/booking/abc',
        heldForReview: true,
      },
      { type: 'done', mode: 'daily-budget' },
    ]
    expect(createAssistantStreamReader().read(events.map(frame).join(''))).toEqual(events)
  })

  it('keeps text exactly as sent, spaces and new lines included', () => {
    const piece: AssistantEvent = { type: 'text', text: '  two\nlines  ' }
    expect(createAssistantStreamReader().read(frame(piece))).toEqual([piece])
  })
})
