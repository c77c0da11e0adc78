import { Mail, MessageSquare, PhoneCall, type LucideIcon } from 'lucide-react'

/** SPEC §2: Day 1 e-mail, Day 3 SMS, Day 7 cold call. */
export const followUpSequence: readonly { day: number; channel: string; icon: LucideIcon; text: string }[] = [
  { day: 1, channel: 'Email', icon: Mail, text: 'Personal intro with the monthly savings for their restaurant and a demo link.' },
  { day: 3, channel: 'SMS', icon: MessageSquare, text: 'A short text under 160 characters: one question, reply YES to book.' },
  { day: 7, channel: 'Cold call', icon: PhoneCall, text: 'A call with the ROI numbers ready, offering two demo times.' },
]
