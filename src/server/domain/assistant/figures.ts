/**
 * The figures in a text (issue 26 item 2): prices, percentages, durations, clock times, dates,
 * phone numbers and counts, each reduced to keys that compare across wordings ("24 hours" and
 * "1 day" are one duration; "$1,500" and "$1500" one price). The assistant's answers are held
 * against the keys of its fact set: an answer that states a figure the facts do not hold is not
 * shown. Pure: no clock, no I/O.
 *
 * Only figures written in digits are read: a model that spells a number out ("three hundred
 * dollars") is not caught here (docs/decisions/039).
 */

export type FigureKind = 'money' | 'percent' | 'duration' | 'clock' | 'date' | 'phone' | 'count'

export type Figure = {
  kind: FigureKind
  /** As written in the text. */
  text: string
  /** What it means, one key per value (a range has two): 'money:1500', 'duration:86400'. */
  keys: string[]
}

const number = String.raw`\d[\d,]*(?:\.\d+)?`
const rangeJoin = String.raw`\s?(?:-|–|—|to)\s?`
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const

/** Seconds in each unit of time; a month is 30 days, a year 365. */
const unitSeconds: Record<string, number> = {
  second: 1,
  sec: 1,
  s: 1,
  minute: 60,
  min: 60,
  hour: 3600,
  hr: 3600,
  h: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
}

const toNumber = (written: string, thousands = false) => Number(written.replaceAll(',', '')) * (thousands ? 1000 : 1)
const clean = (value: number) => String(Math.round(value * 100) / 100)

type Reader = { kind: FigureKind; pattern: RegExp; keys: (match: RegExpExecArray) => string[] }

/** In order: a span read by one reader is not read again by a later one. */
const readers: Reader[] = [
  {
    // "(859) 555-0142", "859-555-0142", "+1 859 555 0142"
    kind: 'phone',
    pattern: /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g,
    keys: (match) => [`phone:${match[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`],
  },
  {
    // "$500-2000", "$1,497/mo", "$2k", "$500 to $2,000"
    kind: 'money',
    pattern: new RegExp(String.raw`\$\s?(${number})\s?(k)?\b(?:${rangeJoin}\$?(${number})\s?(k)?\b)?`, 'gi'),
    keys: (match) => [match[1], match[3]].flatMap((value, index) => (value === undefined ? [] : [`money:${clean(toNumber(value, Boolean(match[2 + index * 2])))}`])),
  },
  {
    // "85%", "20-30%", "40 percent"
    kind: 'percent',
    pattern: new RegExp(String.raw`\b(${number})(?:%?${rangeJoin}(${number}))?\s?(?:%|per\s?cent\b)`, 'gi'),
    keys: (match) => [match[1], match[2]].flatMap((value) => (value === undefined ? [] : [`percent:${clean(toNumber(value))}`])),
  },
  {
    // "9:30 AM", "2 pm", "14:00"
    kind: 'clock',
    pattern: /\b(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![a-z])|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi,
    keys: (match) => {
      if (match[4] !== undefined) return [`clock:${match[4].padStart(2, '0')}:${match[5]}`]
      const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0)
      return [`clock:${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`]
    },
  },
  {
    // "Dec 1", "December 14th"
    kind: 'date',
    pattern: /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s(\d{1,2})(?:st|nd|rd|th)?\b/gi,
    keys: (match) => [`date:${months.indexOf(match[1]!.toLowerCase().slice(0, 3) as (typeof months)[number]) + 1}-${Number(match[2])}`],
  },
  {
    // "30 minutes", "1-2 weeks", "30-day", "24 hours", "60 s"
    kind: 'duration',
    pattern: new RegExp(String.raw`\b(${number})(?:${rangeJoin}(${number}))?[\s-]?(second|sec|minute|min|hour|hr|day|week|month|year|s|h)s?\b`, 'gi'),
    keys: (match) => {
      const unit = unitSeconds[match[3]!.toLowerCase()]!
      return [match[1], match[2]].flatMap((value) => (value === undefined ? [] : [`duration:${clean(toNumber(value) * unit)}`]))
    },
  },
  {
    // Any other number: "5 tasks", "3 opportunities", "2027"
    kind: 'count',
    pattern: new RegExp(String.raw`(?<![\w/])(${number})(?:st|nd|rd|th)?(?![\w/])`, 'g'),
    keys: (match) => [`count:${clean(toNumber(match[1]!))}`],
  },
]

/** Phrases with digits that are not figures of their own ("24/7" says "always"). */
const phrases = /\b24\/7\b/g

/** Every figure in `text`, in the order the readers find them. */
export function figuresIn(text: string): Figure[] {
  const taken: [number, number][] = []
  const free = (start: number, end: number) => taken.every(([from, to]) => end <= from || start >= to)
  for (const match of text.matchAll(phrases)) taken.push([match.index, match.index + match[0].length])
  const found: Figure[] = []
  for (const reader of readers) {
    reader.pattern.lastIndex = 0
    for (let match = reader.pattern.exec(text); match; match = reader.pattern.exec(text)) {
      const start = match.index
      const end = start + match[0].length
      if (!free(start, end)) continue
      taken.push([start, end])
      found.push({ kind: reader.kind, text: match[0].trim(), keys: reader.keys(match) })
    }
  }
  return found
}

/** The keys of every figure in the facts: what an answer may state. */
export function factKeys(facts: Iterable<string>): Set<string> {
  const keys = new Set<string>()
  for (const fact of facts) for (const figure of figuresIn(fact)) for (const key of figure.keys) keys.add(key)
  return keys
}

/** The figures of `answer` that the facts do not hold (any of its values unknown). */
export function unsupportedFigures(answer: string, facts: ReadonlySet<string>): Figure[] {
  return figuresIn(answer).filter((figure) => figure.keys.some((key) => !facts.has(key)))
}
