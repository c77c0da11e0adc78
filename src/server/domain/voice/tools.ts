import { z } from 'zod'
import { assistantToolNames, freeTimesArguments, type ToolDefinition } from '@/server/domain/assistant/instructions'

/**
 * The AI receptionist's tools (issue 32 item 4): the site assistant's free times, and, for the
 * caller only, their details and a booking. No tool takes a phone number or an address: the
 * caller's number is the one Twilio gave, so the model cannot book for, or text, anyone else.
 */

export const voiceToolNames = { freeTimes: assistantToolNames.freeTimes, takeDetails: 'take_caller_details', bookCall: 'book_call_for_caller' } as const

const name = z.string().trim().min(1).max(120)
export const callerDetailsArguments = z.object({ name, business: z.string().trim().max(120).optional(), needs: z.string().trim().min(1).max(2000) })
export const callerBookingArguments = z.object({ start: z.string().max(40), name, notes: z.string().trim().max(2000).optional() })

export const voiceTools: ToolDefinition[] = [
  {
    name: voiceToolNames.freeTimes,
    description: "The free 30-minute call times from a day (YYYY-MM-DD, default today), for three days, in the business's time zone.",
    parameters: z.toJSONSchema(freeTimesArguments) as Record<string, unknown>,
  },
  {
    name: voiceToolNames.takeDetails,
    description: "Note the caller's name, business and what they need, as they said them, so a person calls back prepared.",
    parameters: z.toJSONSchema(callerDetailsArguments) as Record<string, unknown>,
  },
  {
    name: voiceToolNames.bookCall,
    description: "Book the free 30-minute call for the caller, at a time free_times gave (start as its ISO 8601 time), after the caller agreed to that time. A text confirms it to the caller's number.",
    parameters: z.toJSONSchema(callerBookingArguments) as Record<string, unknown>,
  },
]
