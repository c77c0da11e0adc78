import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { followUpSchedule } from '@/shared/scoring-model'
import { defaultResearchLocation, researchLocations, type ResearchLocation } from '@/shared/research'
import { site } from '@/shared/site'
import { isTimeZone } from '@/shared/zoned-time'
import type { AvailabilitySettings, WeeklyHours } from '@/shared/booking'
import { defaultWeeklyHours, formatWeeklyHours, parseWeeklyHours } from './domain/booking/weekly-hours'
import { parseQuietHours, type QuietHours } from './domain/sms/quiet-hours'
import { readPhone } from './domain/sms/phone'

/**
 * The environment, validated once at start. Every variable is documented in .env.example and
 * the README; an invalid value stops the process with a message naming each bad variable.
 */
const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535')

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

/** An optional secret or identifier: empty counts as unset. */
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1, 'must not be empty').optional())
const optionalHttpUrl = (what: string) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: `must be an http:// or https:// URL${what}` }).optional())
/** A bare address or `Name <address>`. */
const mailbox = z
  .string()
  .trim()
  .regex(/^(?:[^<>@\s][^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/, 'must be an e-mail address, or Name <address>')

/** A whole number within bounds, with its default when unset or empty. */
const wholeNumberVariable = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.preprocess(emptyAsUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback))
}

/** The private iCal address calendars publish; Apple's `webcal://` is https underneath. */
const calendarFeedUrl = z.preprocess(
  (value) => (typeof value === 'string' && /^webcals?:\/\//i.test(value) ? value.replace(/^webcals?:/i, 'https:') : emptyAsUndefined(value)),
  z.url({ protocol: /^https?$/, error: 'must be the http(s):// or webcal:// address of an iCalendar feed (the private iCal address of your calendar)' }).optional(),
)

/** Minutes after an assessment that one of its report e-mails is due: 0 (at once) up to `max`. */
const reportDelayMinutes = (max: number, fallback: number, promise: string) => {
  const message = `must be a whole number of minutes from 0 to ${max} (${promise})`
  return z.preprocess(emptyAsUndefined, z.coerce.number({ error: message }).int(message).min(0, message).max(max, message).default(fallback))
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .default('false')
      .refine(
        (value) => value === 'false' || value === 'true' || /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isIpOrCidr(entry.trim())),
        'must be false, true (one proxy), the number of proxies in front of the app, or their addresses (IPs or CIDRs, comma-separated)',
      ),
  ),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalHttpUrl(' (an OpenAI-compatible API, e.g. http://localhost:11434/v1)'),
  OPENAI_MODEL: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('gpt-4o-mini')),
  NOTION_TOKEN: optionalText,
  NOTION_LEADS_DB: optionalText,
  NOTION_TASKS_DB: optionalText,
  NOTION_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.notion.com')),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@smtp.example.com:587' }).optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, mailbox.default(`${site.name} <${site.senderEmail}>`)),
  // Inbound e-mail (issue 23; docs/decisions/039): the mailbox replies and bounces arrive in.
  IMAP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^imaps?$/, error: 'must be an imaps:// (TLS) or imap:// (STARTTLS) URL, e.g. imaps://user%40example.com:app-password@imap.gmail.com:993' }).optional(),
  ),
  IMAP_FOLDER: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(200).default('INBOX')),
  IMAP_POLL_SECONDS: wholeNumberVariable(5, 3600, 60),
  IMAP_REPLY_TO: z.preprocess(emptyAsUndefined, mailbox.optional()),
  IMAP_MAX_MESSAGE_BYTES: wholeNumberVariable(65_536, 100 * 1024 * 1024, 5 * 1024 * 1024),
  OWNER_EMAIL: z.preprocess(emptyAsUndefined, mailbox.default(site.email)),
  MAKE_API_TOKEN: optionalText,
  MAKE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://eu1.make.com/api/v2')),
  MAKE_WEBHOOK_URL: optionalHttpUrl(''),
  // Texts (issue 31): the Twilio account and the business number (E.164) texts come from and go to.
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID: AC and 32 hexadecimal digits').optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().min(16, 'must be the account’s auth token (32 characters)').optional()),
  TWILIO_PHONE_NUMBER: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^\+[1-9]\d{6,14}$/, 'must be the business number in E.164, e.g. +18595550142').optional()),
  TWILIO_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.twilio.com')),
  // Ads (issue 33): Meta Lead Ads. The app's webhook subscription token, its secret (the
  // deliveries' signature) and the Page's access token (the Graph API, for each lead's answers).
  META_VERIFY_TOKEN: optionalText,
  META_APP_SECRET: optionalText,
  META_PAGE_ACCESS_TOKEN: optionalText,
  // Google Ads lead forms: the key typed into the form's webhook settings (Google sends it as google_key).
  GOOGLE_ADS_WEBHOOK_KEY: optionalText,
  // The password of the offline-conversions feed Google Ads' scheduled uploads fetch (HTTP basic auth).
  GOOGLE_ADS_FEED_PASSWORD: z.preprocess(emptyAsUndefined, z.string().trim().min(12, 'must be at least 12 characters (Google fetches the feed with it)').optional()),
  // Meta's Conversions API: the dataset (pixel) the outcomes go to and its access token (Events
  // Manager, "Generate access token"). Both set, booked calls and won customers go to Meta.
  META_PIXEL_ID: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^\d{5,30}$/, 'must be the dataset (pixel) id: digits only').optional()),
  META_CONVERSIONS_TOKEN: optionalText,
  META_GRAPH_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://graph.facebook.com')),
  // At most this many texts to leads an hour; past it they are held for the owner (like VISITOR_MAIL_HOURLY_CAP).
  SMS_HOURLY_CAP: wholeNumberVariable(1, 100_000, 60),
  // When automated texts wait: HH:MM-HH:MM in the lead's time zone (issue 31 item 6).
  SMS_QUIET_HOURS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('21:00-08:00')
      .transform((value, context) => {
        const parsed = parseQuietHours(value)
        if (parsed) return parsed
        context.addIssue({ code: 'custom', message: 'must be two times of day, HH:MM-HH:MM, e.g. 21:00-08:00' })
        return z.NEVER
      }),
  ),
  // The owner's mobile (any form libphonenumber-js reads; US by default): a text for each hot lead and each inbound text.
  OWNER_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined
        const reading = readPhone(value)
        if (reading.textable) return reading.e164
        context.addIssue({ code: 'custom', message: 'must be a mobile number that can take texts, e.g. +18595550100' })
        return z.NEVER
      }),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(site.url)),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').max(1024, 'must be at most 1024 characters').optional()),
  OWNER_TIME_ZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
      .default('America/New_York'),
  ),
  OVERPASS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://overpass-api.de/api/interpreter'),
  ),
  GOOGLE_PLACES_KEY: optionalText,
  GOOGLE_PLACES_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://places.googleapis.com')),
  RESEARCH_SCHEDULE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression of 5 fields, e.g. "0 7 * * 1" (Mondays at 07:00)')
      .default('0 7 * * 1'),
  ),
  RESEARCH_LOCATION: z.preprocess(
    emptyAsUndefined,
    z.enum(researchLocations, { error: `must be one of ${researchLocations.join('; ')}` }).default(defaultResearchLocation),
  ),
  RESEARCH_MAX_BUSINESSES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number from 1 to 200' }).int('must be a whole number from 1 to 200').min(1, 'must be a whole number from 1 to 200').max(200, 'must be a whole number from 1 to 200').default(25),
  ),
  // The assessment report's two e-mails (docs/decisions/016), within what the thank-you page
  // promises: the AI analysis within 2 hours, the strategy report within 24 hours (and not first).
  REPORT_ANALYSIS_DELAY_MINUTES: reportDelayMinutes(120, 5, 'the thank-you page promises the analysis within 2 hours'),
  REPORT_STRATEGY_DELAY_MINUTES: reportDelayMinutes(1440, 60, 'the thank-you page promises the strategy report within 24 hours'),
  MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number of milliseconds (0 turns load shedding off)' }).int('must be a whole number of milliseconds (0 turns load shedding off)').min(0, 'must be a whole number of milliseconds (0 turns load shedding off)').default(1_000),
  ),
  // Admission (issue 34; docs/decisions/048): a public form's lead whose first answer would wait
  // longer than this is refused before it is stored (503 with Retry-After); 0 takes every lead.
  ADMISSION_MAX_WAIT_SECONDS: wholeNumberVariable(0, 600, 3),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  FORM_TOKEN_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  // The site assistant (issue 26; docs/decisions/041): its switch and what it may spend.
  CHAT_ASSISTANT: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  CHAT_DAILY_TOKEN_BUDGET: wholeNumberVariable(0, 1_000_000_000, 200_000),
  CHAT_VISITOR_TOKEN_BUDGET: wholeNumberVariable(0, 10_000_000, 20_000),
  CHAT_MESSAGES_PER_MINUTE: wholeNumberVariable(1, 1000, 10),
  VISITOR_MAIL_HOURLY_CAP: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number from 1 to 100000' }).int('must be a whole number from 1 to 100000').min(1, 'must be a whole number from 1 to 100000').max(100_000, 'must be a whole number from 1 to 100000').default(120),
  ),
  BOOKING_HOURS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(formatWeeklyHours(defaultWeeklyHours))
      .transform((value, context) => {
        const parsed = parseWeeklyHours(value)
        if (parsed.ok) return parsed.hours
        context.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }),
  ),
  // Calls (issue 32): when the owner's phone rings (unset: the booking hours), for how long, and the receptionist's limits.
  VOICE_HOURS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined
        const parsed = parseWeeklyHours(value)
        if (parsed.ok) return parsed.hours
        context.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }),
  ),
  VOICE_RING_SECONDS: wholeNumberVariable(5, 60, 20),
  VOICE_MAX_TURNS: wholeNumberVariable(1, 50, 12),
  VOICE_DAILY_MINUTES: wholeNumberVariable(0, 100_000, 120),
  VOICE_CALLS_PER_NUMBER: wholeNumberVariable(1, 100, 5),
  BOOKING_BUFFER_MINUTES: wholeNumberVariable(0, 240, 15),
  BOOKING_MIN_NOTICE_HOURS: wholeNumberVariable(0, 336, 4),
  BOOKING_MAX_PER_DAY: wholeNumberVariable(1, 48, 6),
  BOOKING_HORIZON_DAYS: wholeNumberVariable(1, 365, 21),
  OWNER_CALENDAR_ICS_URL: calendarFeedUrl,
  SCHEDULING_URL: optionalHttpUrl(' (an external scheduling page, e.g. https://cal.com/you/30min)'),
  VITE_GA_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
      .optional(),
  ),
}).superRefine((values, context) => {
  // A server others can reach must not invent its own password: the owner sets it. On loopback
  // (`npm start` on the owner's own machine) one is generated, as in development (decision 014).
  if (values.NODE_ENV === 'production' && !values.ADMIN_PASSWORD && !isLoopbackHost(values.HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'must be set when NODE_ENV=production and HOST is not a loopback address (the back-office password, at least 12 characters)',
    })
  }
  // The strategy report builds on the analysis: it never goes out before it (checked once the
  // analysis delay itself is valid, so a bad value is named once).
  const analysisDelay = values.REPORT_ANALYSIS_DELAY_MINUTES
  if (Number.isInteger(analysisDelay) && analysisDelay >= 0 && analysisDelay <= 120 && values.REPORT_STRATEGY_DELAY_MINUTES < analysisDelay) {
    context.addIssue({
      code: 'custom',
      path: ['REPORT_STRATEGY_DELAY_MINUTES'],
      message: `must not be less than REPORT_ANALYSIS_DELAY_MINUTES (${values.REPORT_ANALYSIS_DELAY_MINUTES}): the strategy report follows the analysis`,
    })
  }
  // A mailbox is read as someone: the URL carries the user and the (app) password.
  if (values.IMAP_URL) {
    const url = new URL(values.IMAP_URL)
    if (!url.username || !url.password) {
      context.addIssue({ code: 'custom', path: ['IMAP_URL'], message: 'must carry the user and the password, e.g. imaps://user%40example.com:app-password@imap.example.com (encode @ in the user as %40)' })
    }
  }
  // Half a Notion configuration is a mistake worth stopping for, not a silent local twin.
  if (values.NOTION_TOKEN && !values.NOTION_LEADS_DB) {
    context.addIssue({ code: 'custom', path: ['NOTION_LEADS_DB'], message: 'must be set when NOTION_TOKEN is set (the id of the leads database)' })
  }
  if (!values.NOTION_TOKEN && (values.NOTION_LEADS_DB || values.NOTION_TASKS_DB)) {
    context.addIssue({ code: 'custom', path: ['NOTION_TOKEN'], message: 'must be set when a Notion database id is set' })
  }
  // Texts need all three: half a Twilio configuration would silently text nobody.
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_PHONE_NUMBER'] as const
  if (twilio.some((name) => values[name]) && !twilio.every((name) => values[name])) {
    for (const name of twilio.filter((one) => !values[one])) {
      context.addIssue({ code: 'custom', path: [name], message: `must be set with ${twilio.filter((one) => one !== name).join(' and ')} (texts need all three)` })
    }
  }
  const conversions = ['META_PIXEL_ID', 'META_CONVERSIONS_TOKEN'] as const
  if (conversions.some((name) => values[name]) && !conversions.every((name) => values[name])) {
    for (const name of conversions.filter((one) => !values[one])) {
      context.addIssue({ code: 'custom', path: [name], message: `must be set with ${conversions.find((one) => one !== name)} (Meta's Conversions API needs both)` })
    }
  }
  // Meta's lead ads need all three: a subscription whose deliveries cannot be checked or read would lose leads.
  const meta = ['META_VERIFY_TOKEN', 'META_APP_SECRET', 'META_PAGE_ACCESS_TOKEN'] as const
  if (meta.some((name) => values[name]) && !meta.every((name) => values[name])) {
    for (const name of meta.filter((one) => !values[one])) {
      context.addIssue({ code: 'custom', path: [name], message: `must be set with ${meta.filter((one) => one !== name).join(' and ')} (Meta's lead ads need all three)` })
    }
  }
})

function isIpOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/')
  if (rest.length > 0 || !address || isIP(address) === 0) return false
  if (bits === undefined) return true
  const max = isIP(address) === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

/**
 * Which proxies the app believes about the client's address (X-Forwarded-For): never "every
 * proxy", which would let a client write its own address (issue 14). `true` means one proxy in
 * front (the address it saw is the last entry); a number, that many; a list, those addresses.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false') return false
  if (value === 'true') return 1
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
  return value.split(',').map((entry) => entry.trim())
}

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host)
}

export type AppConfig = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  logLevel: string
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[]
  gaMeasurementId: string | undefined
  /** Requests a client may make to a public form endpoint per minute. */
  publicFormRateLimit: number
  /** How often idle workers look for due jobs. */
  jobPollingSeconds: number
  /** Third-party services; each unset one is served by its local twin (src/server/providers). */
  providers: ProviderConfig
  /** Where the agency's owner is told of each new lead. */
  ownerEmail: string
  /**
   * The back-office password (ADMIN_PASSWORD). Unset outside production (or on loopback): one is
   * generated at first start and kept in DATA_DIR (services/operator-auth/password.ts).
   */
  adminPassword: string | undefined
  /** The owner's time zone: where "Today" starts on the submissions counters (OWNER_TIME_ZONE). */
  ownerTimeZone: string
  /** Base of links in e-mails (unsubscribe); the site's own URL unless PUBLIC_URL says otherwise. */
  publicUrl: string
  /** Past this mean event-loop delay the server answers 503 (MAX_EVENT_LOOP_DELAY_MS; 0: never). */
  maxEventLoopDelayMs: number
  /** When a public form's new lead is refused for a queue its first answer could not get through in time. */
  admission: AdmissionConfig
  /** Lets a Prometheus scraper read /metrics with `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined
  /** Signs the public forms' tokens (FORM_TOKEN_SECRET); unset, a key made on first start and kept in the database. */
  formTokenSecret: string | undefined
  /** The lead-response pipeline's timings; tests shorten them. */
  automation: AutomationTimings
  /** Business research (SPEC §2 research tab, /workflows Internal Automation). */
  research: ResearchConfig
  /** Booking the free call (issue 22). */
  booking: BookingConfig
  /** Inbound e-mail (issue 23): reading replies and bounces; undefined when IMAP_URL is unset. */
  inbound: InboundConfig | undefined
  /** The Reply-To of every e-mail the product sends: IMAP_REPLY_TO, else MAIL_FROM. */
  replyTo: string
  /** The site assistant (issue 26). */
  assistant: AssistantConfig
  /** Texts (issue 31): the cap, the quiet hours and the owner's phone; the account is in `providers.twilio`. */
  texts: TextsConfig
  /** Calls to the business number (issue 32); the account is `providers.twilio`, the owner's phone `texts.ownerPhone`. */
  voice: VoiceConfig
}

export type AdmissionConfig = {
  /** The longest predicted wait for a new lead's first answer (ADMISSION_MAX_WAIT_SECONDS); 0: admission off. */
  maxWaitMs: number
  /** The drain assumed when less is measured (after a quiet spell). */
  minDrainPerSecond: number
  /** The span the drain is measured over. */
  drainWindowMs: number
  /** How long one count of the queue and the drain is used before it is taken again (per instance). */
  sampleMs: number
}

export type VoiceConfig = {
  /** When the owner's phone rings (VOICE_HOURS); undefined: the booking hours the owner set. */
  hours: WeeklyHours | undefined
  ringSeconds: number
  /** The receptionist's turns in one call (VOICE_MAX_TURNS). */
  maxTurns: number
  /** The receptionist's minutes a day, every call together (VOICE_DAILY_MINUTES). */
  dailyMinutes: number
  /** Calls one number may have the receptionist answer a day (VOICE_CALLS_PER_NUMBER). */
  callsPerNumber: number
  /** The model's silence that ends the receptionist's turn with a person's call-back (4 s). */
  modelSilenceMs: number
  /** A missed call's text-back goes once a day per number. */
  textBackPerNumberPerDay: number
}

export type TextsConfig = {
  /** Texts to leads per hour (SMS_HOURLY_CAP); past it they are held in the outbox for the owner. */
  hourlyCap: number
  /** When automated texts wait for morning (SMS_QUIET_HOURS), in minutes of the day. */
  quietHours: QuietHours
  /** The owner's mobile in E.164 (OWNER_PHONE): hot leads and inbound texts told there. */
  ownerPhone: string | undefined
  /** The Day 3 text and the Day 7 call task after the submission (SPEC's sequence; tests shorten them). */
  followUpDelaySeconds: number
  callTaskDelaySeconds: number
}

export type AssistantConfig = {
  /** CHAT_ASSISTANT: off keeps SPEC's keyword answers even with a model configured. */
  enabled: boolean
  /** Tokens the assistant may spend per UTC day, all visitors together (CHAT_DAILY_TOKEN_BUDGET). */
  dailyTokenBudget: number
  /** Tokens one visitor (one client address) may spend per UTC day (CHAT_VISITOR_TOKEN_BUDGET). */
  visitorTokenBudget: number
  /** Messages one visitor may send per minute, counted across instances (CHAT_MESSAGES_PER_MINUTE). */
  messagesPerMinute: number
  /** The longest answer, in tokens, and the most tool rounds one answer may take. */
  answerMaxTokens: number
  maxToolRounds: number
  /** An answer not finished by then is cut off and replaced. */
  answerTimeoutMs: number
}

export type InboundConfig = {
  /** IMAP_URL's parts; the password never goes to a log line. */
  host: string
  port: number
  /** imaps:// — TLS from the first byte. imap:// upgrades with STARTTLS (required off loopback). */
  secure: boolean
  requireStartTls: boolean
  user: string
  password: string
  folder: string
  /** Without IDLE on the server, the folder is read this often (IMAP_POLL_SECONDS). */
  pollSeconds: number
  /** A message larger than this is recorded by its headers only (IMAP_MAX_MESSAGE_BYTES). */
  maxMessageBytes: number
  /** The lease one instance holds to read; renewed while it reads, taken over once it lapses. */
  leaseSeconds: number
  /** Waits after a failed connection: doubles from the first to the last (backoff). */
  reconnectDelayMs: { first: number; max: number }
  /** One IMAP command (connect, fetch) gives up after this. */
  timeoutMs: number
}

export type BookingConfig = {
  /** The availability until the owner saves their own in the back office (BOOKING_*). */
  defaults: AvailabilitySettings
  /** The owner's private iCal address (OWNER_CALENDAR_ICS_URL): its busy time removes slots. */
  calendarUrl: string | undefined
  /** One read of the feed gives up after this. */
  calendarTimeoutMs: number
  /** A read older than this is read again; after a failure, the next try waits this long too. */
  calendarRefreshSeconds: number
  /** SCHEDULING_URL: every booking link goes to this external scheduler instead of /book. */
  schedulingUrl: string | undefined
  /** Reminders before each call, in hours (skipped when the call was booked later than that). */
  reminderHoursBefore: readonly number[]
  /** How long the link that fills in the booking form from one of our e-mails stays valid. */
  prefillLinkDays: number
}

export type ResearchConfig = {
  /** The places source: Overpass by default; Google Places when a key is set. */
  overpassUrl: string
  googlePlaces: { apiKey: string; baseUrl: string } | undefined
  /** The weekly research workflow's cron (RESEARCH_SCHEDULE), in the owner's time zone. */
  schedule: string
  /** Where the scheduled run researches (RESEARCH_LOCATION). */
  location: ResearchLocation
  /** At most this many businesses are analysed per run (RESEARCH_MAX_BUSINESSES). */
  maxBusinesses: number
  /** A run that takes longer fails with that reason (keeps what it stored). */
  runTimeoutMs: number
  /** One request to the places source; Overpass is asked with this as its own [timeout:]. */
  sourceTimeoutMs: number
}

export type ProviderConfig = {
  openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined
  /** The model named in status and tests even when no key is set. */
  openaiModel: string
  notion: { token: string; leadsDatabaseId: string; tasksDatabaseId: string | undefined; baseUrl: string } | undefined
  smtp: { url: string } | undefined
  mailFrom: string
  make: { apiToken: string | undefined; apiUrl: string; webhookUrl: string | undefined } | undefined
  /** Texts (issue 31): unset, texts are off and no text is ever attempted. */
  twilio: { accountSid: string; authToken: string; phoneNumber: string; apiUrl: string } | undefined
  /** Meta Lead Ads (issue 33): unset, POST /api/ads/meta refuses every delivery. */
  meta: { verifyToken: string; appSecret: string; pageAccessToken: string; graphUrl: string } | undefined
  /**
   * Google Ads (issue 33): the lead form webhook's key (unset, POST /api/ads/google refuses every
   * lead) and the conversions feed's password (unset, the feed answers 404).
   */
  googleAds: { webhookKey: string | undefined; feedPassword: string | undefined } | undefined
  /** Meta's Conversions API (issue 33): unset, no outcome is told to Meta. */
  metaConversions: { pixelId: string; accessToken: string; graphUrl: string } | undefined
}

export type AutomationTimings = {
  /** A call to a third-party service that takes longer fails (and is retried). */
  providerTimeoutMs: number
  /** Retries after the first attempt of each pipeline step (DESIGN: at most 3). */
  stepRetryLimit: number
  /** First retry delay; doubles with jitter (pg-boss retryBackoff). 0 retries at the next poll. */
  stepRetryDelaySeconds: number
  /** A form sent sooner than this after it was shown is taken for a bot. */
  minFormFillMs: number
  /**
   * E-mails to visitors (first answers, follow-ups, assessment reports) sent per hour at most
   * (VISITOR_MAIL_HOURLY_CAP); past it they are held in the outbox for the owner.
   */
  visitorMailHourlyCap: number
  /** Follow-up e-mails after the first answer (SPEC §9: 24 hours and 7 days). */
  followUpDelaysSeconds: readonly number[]
  /**
   * The assessment report's e-mails, counted from the submission (docs/decisions/016): the AI
   * analysis (promised within 2 hours) and the custom strategy report (promised within 24 hours).
   */
  reportDelaysSeconds: { analysis: number; strategy: number }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Variables that carry credentials: a bad value is described, never echoed to the log. */
const secretVariables = new Set(['IMAP_URL', 'OWNER_CALENDAR_ICS_URL', 'ADMIN_PASSWORD', 'DATABASE_URL', 'OPENAI_API_KEY', 'NOTION_TOKEN', 'SMTP_URL', 'MAKE_API_TOKEN', 'MAKE_WEBHOOK_URL', 'GOOGLE_PLACES_KEY', 'METRICS_TOKEN', 'FORM_TOKEN_SECRET', 'TWILIO_AUTH_TOKEN', 'META_VERIFY_TOKEN', 'META_APP_SECRET', 'META_PAGE_ACCESS_TOKEN', 'GOOGLE_ADS_WEBHOOK_KEY', 'GOOGLE_ADS_FEED_PASSWORD', 'META_CONVERSIONS_TOKEN'])

function describeValue(name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name]
  if (value === undefined) return 'unset'
  if (secretVariables.has(name)) return `got a value of ${value.length} characters, not shown`
  return `got ${JSON.stringify(value)}`
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (${describeValue(String(issue.path[0]), env)})`),
    )
  }
  const values = parsed.data
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    gaMeasurementId: values.VITE_GA_MEASUREMENT_ID,
    publicFormRateLimit: 10,
    // The embedded database is one process's: its jobs wake their worker when committed and due
    // (jobs/queue.ts), so idle workers poll seldom there; other instances enqueue on PostgreSQL.
    jobPollingSeconds: values.DATABASE_URL ? 2 : 10,
    providers: {
      openai: values.OPENAI_API_KEY
        ? { apiKey: values.OPENAI_API_KEY, baseUrl: values.OPENAI_BASE_URL, model: values.OPENAI_MODEL }
        : undefined,
      openaiModel: values.OPENAI_MODEL,
      notion:
        values.NOTION_TOKEN && values.NOTION_LEADS_DB
          ? {
              token: values.NOTION_TOKEN,
              leadsDatabaseId: values.NOTION_LEADS_DB,
              tasksDatabaseId: values.NOTION_TASKS_DB,
              baseUrl: values.NOTION_API_URL,
            }
          : undefined,
      smtp: values.SMTP_URL ? { url: values.SMTP_URL } : undefined,
      mailFrom: values.MAIL_FROM,
      make:
        values.MAKE_API_TOKEN || values.MAKE_WEBHOOK_URL
          ? { apiToken: values.MAKE_API_TOKEN, apiUrl: values.MAKE_API_URL, webhookUrl: values.MAKE_WEBHOOK_URL }
          : undefined,
      twilio:
        values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_PHONE_NUMBER
          ? { accountSid: values.TWILIO_ACCOUNT_SID, authToken: values.TWILIO_AUTH_TOKEN, phoneNumber: values.TWILIO_PHONE_NUMBER, apiUrl: values.TWILIO_API_URL }
          : undefined,
      meta:
        values.META_VERIFY_TOKEN && values.META_APP_SECRET && values.META_PAGE_ACCESS_TOKEN
          ? { verifyToken: values.META_VERIFY_TOKEN, appSecret: values.META_APP_SECRET, pageAccessToken: values.META_PAGE_ACCESS_TOKEN, graphUrl: values.META_GRAPH_URL }
          : undefined,
      googleAds:
        values.GOOGLE_ADS_WEBHOOK_KEY || values.GOOGLE_ADS_FEED_PASSWORD ? { webhookKey: values.GOOGLE_ADS_WEBHOOK_KEY, feedPassword: values.GOOGLE_ADS_FEED_PASSWORD } : undefined,
      metaConversions:
        values.META_PIXEL_ID && values.META_CONVERSIONS_TOKEN ? { pixelId: values.META_PIXEL_ID, accessToken: values.META_CONVERSIONS_TOKEN, graphUrl: values.META_GRAPH_URL } : undefined,
    },
    ownerEmail: values.OWNER_EMAIL,
    inbound: values.IMAP_URL ? inboundConfig(values.IMAP_URL, values) : undefined,
    replyTo: values.IMAP_REPLY_TO ?? values.MAIL_FROM,
    assistant: {
      enabled: values.CHAT_ASSISTANT === 'on',
      dailyTokenBudget: values.CHAT_DAILY_TOKEN_BUDGET,
      visitorTokenBudget: values.CHAT_VISITOR_TOKEN_BUDGET,
      messagesPerMinute: values.CHAT_MESSAGES_PER_MINUTE,
      answerMaxTokens: 400,
      maxToolRounds: 3,
      answerTimeoutMs: 30_000,
    },
    adminPassword: values.ADMIN_PASSWORD,
    ownerTimeZone: values.OWNER_TIME_ZONE,
    texts: { hourlyCap: values.SMS_HOURLY_CAP, quietHours: values.SMS_QUIET_HOURS, ownerPhone: values.OWNER_PHONE, followUpDelaySeconds: 3 * 24 * 3600, callTaskDelaySeconds: 7 * 24 * 3600 },
    voice: {
      hours: values.VOICE_HOURS,
      ringSeconds: values.VOICE_RING_SECONDS,
      maxTurns: values.VOICE_MAX_TURNS,
      dailyMinutes: values.VOICE_DAILY_MINUTES,
      callsPerNumber: values.VOICE_CALLS_PER_NUMBER,
      modelSilenceMs: 4_000,
      textBackPerNumberPerDay: 1,
    },
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    metricsToken: values.METRICS_TOKEN,
    formTokenSecret: values.FORM_TOKEN_SECRET,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    admission: { maxWaitMs: values.ADMISSION_MAX_WAIT_SECONDS * 1000, minDrainPerSecond: 50, drainWindowMs: 3_000, sampleMs: 200 },
    automation: {
      providerTimeoutMs: 10_000,
      stepRetryLimit: 3,
      stepRetryDelaySeconds: 5,
      minFormFillMs: 3_000,
      visitorMailHourlyCap: values.VISITOR_MAIL_HOURLY_CAP,
      followUpDelaysSeconds: followUpSchedule.map((followUp) => followUp.delayHours * 3600),
      reportDelaysSeconds: { analysis: values.REPORT_ANALYSIS_DELAY_MINUTES * 60, strategy: values.REPORT_STRATEGY_DELAY_MINUTES * 60 },
    },
    booking: {
      defaults: {
        weeklyHours: values.BOOKING_HOURS,
        bufferMinutes: values.BOOKING_BUFFER_MINUTES,
        minNoticeHours: values.BOOKING_MIN_NOTICE_HOURS,
        maxPerDay: values.BOOKING_MAX_PER_DAY,
        horizonDays: values.BOOKING_HORIZON_DAYS,
        daysOff: [],
      },
      calendarUrl: values.OWNER_CALENDAR_ICS_URL,
      calendarTimeoutMs: 5_000,
      calendarRefreshSeconds: 300,
      schedulingUrl: values.SCHEDULING_URL,
      reminderHoursBefore: [24, 1],
      prefillLinkDays: 30,
    },
    research: {
      overpassUrl: values.OVERPASS_URL,
      googlePlaces: values.GOOGLE_PLACES_KEY ? { apiKey: values.GOOGLE_PLACES_KEY, baseUrl: values.GOOGLE_PLACES_URL } : undefined,
      schedule: values.RESEARCH_SCHEDULE,
      location: values.RESEARCH_LOCATION,
      maxBusinesses: values.RESEARCH_MAX_BUSINESSES,
      runTimeoutMs: 5 * 60_000,
      sourceTimeoutMs: 30_000,
    },
  }
}

function inboundConfig(url: string, values: { IMAP_FOLDER: string; IMAP_POLL_SECONDS: number; IMAP_MAX_MESSAGE_BYTES: number }): InboundConfig {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  return {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    // A password never crosses a network in clear: plain imap:// is allowed only to this machine.
    requireStartTls: !secure && !isLoopbackHost(host),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    folder: values.IMAP_FOLDER,
    pollSeconds: values.IMAP_POLL_SECONDS,
    maxMessageBytes: values.IMAP_MAX_MESSAGE_BYTES,
    leaseSeconds: 60,
    reconnectDelayMs: { first: 1_000, max: 60_000 },
    timeoutMs: 30_000,
  }
}
