import path from 'node:path'
import { z } from 'zod'
import { followUpSchedule } from '@/shared/scoring-model'
import { site } from '@/shared/site'

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
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
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
  OWNER_EMAIL: z.preprocess(emptyAsUndefined, mailbox.default(site.email)),
  MAKE_API_TOKEN: optionalText,
  MAKE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://eu1.make.com/api/v2')),
  MAKE_WEBHOOK_URL: optionalHttpUrl(''),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(site.url)),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').max(1024, 'must be at most 1024 characters').optional()),
  OWNER_TIME_ZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
      .default('America/New_York'),
  ),
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
  // Half a Notion configuration is a mistake worth stopping for, not a silent local twin.
  if (values.NOTION_TOKEN && !values.NOTION_LEADS_DB) {
    context.addIssue({ code: 'custom', path: ['NOTION_LEADS_DB'], message: 'must be set when NOTION_TOKEN is set (the id of the leads database)' })
  }
  if (!values.NOTION_TOKEN && (values.NOTION_LEADS_DB || values.NOTION_TASKS_DB)) {
    context.addIssue({ code: 'custom', path: ['NOTION_TOKEN'], message: 'must be set when a Notion database id is set' })
  }
})

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
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
  trustProxy: boolean
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
  /** The lead-response pipeline's timings; tests shorten them. */
  automation: AutomationTimings
}

export type ProviderConfig = {
  openai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined
  /** The model named in status and tests even when no key is set. */
  openaiModel: string
  notion: { token: string; leadsDatabaseId: string; tasksDatabaseId: string | undefined; baseUrl: string } | undefined
  smtp: { url: string } | undefined
  mailFrom: string
  make: { apiToken: string | undefined; apiUrl: string; webhookUrl: string | undefined } | undefined
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
const secretVariables = new Set(['ADMIN_PASSWORD', 'DATABASE_URL', 'OPENAI_API_KEY', 'NOTION_TOKEN', 'SMTP_URL', 'MAKE_API_TOKEN', 'MAKE_WEBHOOK_URL'])

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
    trustProxy: values.TRUST_PROXY === 'true',
    gaMeasurementId: values.VITE_GA_MEASUREMENT_ID,
    publicFormRateLimit: 10,
    jobPollingSeconds: 2,
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
    },
    ownerEmail: values.OWNER_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    ownerTimeZone: values.OWNER_TIME_ZONE,
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    automation: {
      providerTimeoutMs: 10_000,
      stepRetryLimit: 3,
      stepRetryDelaySeconds: 5,
      minFormFillMs: 3_000,
      followUpDelaysSeconds: followUpSchedule.map((followUp) => followUp.delayHours * 3600),
      reportDelaysSeconds: { analysis: 5 * 60, strategy: 60 * 60 },
    },
  }
}
