import { site } from '@/shared/site'

export type Faq = { question: string; answer: string }

/** Every claim of SPEC §1 is answered here in full. */
export const faqs: readonly Faq[] = [
  {
    question: 'How much does it cost?',
    answer:
      'Setup is a one-time $500-2000, depending on how many channels and systems we connect; you get an exact quote after your free consultation. Ad spend is paid straight to Facebook, Google or LinkedIn, so you always see where the money goes. Most clients earn the setup back in 2-3 months.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'Most businesses are live in 1-2 weeks. Simple tasks, like instant replies to web forms, take 2-3 days; complex automations that connect several systems can take up to a month.',
  },
  {
    question: "What if it doesn't work for my business?",
    answer:
      'Every setup comes with a 30-day satisfaction guarantee. If you are not happy with the results in your first 30 days, we keep working until you are, or we make it right.',
  },
  {
    question: 'Will the AI caller sound like a robot?',
    answer:
      'No. It speaks naturally, uses your business name, answers common questions and books the appointment. Whenever a human is needed it takes a detailed message or passes the call to you.',
  },
  {
    question: 'Do I have to change the software I use?',
    answer:
      'No. We connect to the tools you already use: your CRM, calendar, e-mail, phone system and booking software. Your team keeps working the way it does today.',
  },
  {
    question: "Is my customers' data safe?",
    answer:
      'Yes. Every connection is encrypted, each tool gets only the access it needs, and we never sell or share your customer information.',
  },
  {
    question: 'What happens in the free consultation?',
    answer:
      'A relaxed 30-minute call. We look at where your leads come from, how fast they are answered today and which automations would pay off first. No obligation, no jargon.',
  },
  {
    question: 'How quickly will I hear back from you?',
    answer: `Within 24 hours. The free assessment takes under 2 minutes, and you can always call us at ${site.phone} or e-mail ${site.email}.`,
  },
]
