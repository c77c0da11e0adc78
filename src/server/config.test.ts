import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseTrustProxy } from './config'

/** The error loadConfig refuses `env` with, and the problems it names, one a line. */
function refusal(env: Record<string, string>) {
  let error: unknown
  try {
    loadConfig(env)
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(ConfigError)
  return { error: error as ConfigError, problems: (error as ConfigError).problems.join('\n') }
}

describe('loadConfig', () => {
  it('needs no configuration: embedded database under ./data on port 3000', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ env: 'development', host: 'localhost', port: 3000, databaseUrl: undefined, logLevel: 'info' })
    expect(config.dataDir).toMatch(/\/data$/)
  })

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/app', DATABASE_URL: 'postgres://u@db:5432/app' })
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/var/lib/app', databaseUrl: 'postgres://u@db:5432/app' })
  })

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined()
  })

  it('names every bad variable at once', () => {
    const { error, problems } = refusal({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', LOG_LEVEL: 'loud' })
    expect(problems).toContain('PORT: must be a whole number from 0 to 65535 (got "eighty")')
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
    expect(problems).toContain('NODE_ENV: must be development, production or test')
    expect(problems).toContain('LOG_LEVEL: must be one of')
    expect(error.message).toMatch(/^Invalid environment:/)
  })

  it('reads the assessment report delays in minutes, defaulting to 5 and 60 (decision 016)', () => {
    expect(loadConfig({}).automation.reportDelaysSeconds).toEqual({ analysis: 300, strategy: 3600 })
    expect(loadConfig({ REPORT_ANALYSIS_DELAY_MINUTES: '0', REPORT_STRATEGY_DELAY_MINUTES: '' }).automation.reportDelaysSeconds).toEqual({ analysis: 0, strategy: 3600 })
    expect(loadConfig({ REPORT_ANALYSIS_DELAY_MINUTES: '120', REPORT_STRATEGY_DELAY_MINUTES: '1440' }).automation.reportDelaysSeconds).toEqual({ analysis: 7200, strategy: 86_400 })
    expect(loadConfig({ REPORT_ANALYSIS_DELAY_MINUTES: '30', REPORT_STRATEGY_DELAY_MINUTES: '30' }).automation.reportDelaysSeconds).toEqual({ analysis: 1800, strategy: 1800 })
  })

  it('keeps the report delays within what the thank-you page promises: the analysis within 2 hours, the report within 24 and not before it', () => {
    expect(refusal({ REPORT_ANALYSIS_DELAY_MINUTES: '121' }).problems).toBe(
      'REPORT_ANALYSIS_DELAY_MINUTES: must be a whole number of minutes from 0 to 120 (the thank-you page promises the analysis within 2 hours) (got "121")',
    )
    expect(refusal({ REPORT_STRATEGY_DELAY_MINUTES: '1441' }).problems).toBe(
      'REPORT_STRATEGY_DELAY_MINUTES: must be a whole number of minutes from 0 to 1440 (the thank-you page promises the strategy report within 24 hours) (got "1441")',
    )
    for (const bad of ['-1', '2.5', 'soon']) expect(refusal({ REPORT_ANALYSIS_DELAY_MINUTES: bad }).problems).toMatch(/^REPORT_ANALYSIS_DELAY_MINUTES: must be a whole number of minutes from 0 to 120/)
    expect(refusal({ REPORT_ANALYSIS_DELAY_MINUTES: '90', REPORT_STRATEGY_DELAY_MINUTES: '45' }).problems).toBe(
      'REPORT_STRATEGY_DELAY_MINUTES: must not be less than REPORT_ANALYSIS_DELAY_MINUTES (90): the strategy report follows the analysis (got "45")',
    )
    // The default strategy delay (60) is checked against a later analysis too.
    expect(refusal({ REPORT_ANALYSIS_DELAY_MINUTES: '90' }).problems).toMatch(/^REPORT_STRATEGY_DELAY_MINUTES: must not be less than REPORT_ANALYSIS_DELAY_MINUTES \(90\)/)
  })

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be a whole number/)
  })

  it('configures no third-party service by default: every provider is its local twin', () => {
    const config = loadConfig({})
    expect(config.providers).toEqual({
      openai: undefined,
      openaiModel: 'gpt-4o-mini',
      notion: undefined,
      smtp: undefined,
      mailFrom: 'Bluegrass AI <automation@bluegrassai.com>',
      make: undefined,
    })
    expect(config.ownerEmail).toBe('hello@bluegrassai.com')
    expect(config.publicUrl).toBe('https://bluegrassai.com')
    expect(config.automation.followUpDelaysSeconds).toEqual([86_400, 604_800])
    // Well inside the thank-you page's promises: the AI analysis within 2 hours, the report within 24.
    expect(config.automation.reportDelaysSeconds).toEqual({ analysis: 300, strategy: 3600 })
  })

  it('reads the provider variables', () => {
    const config = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_MODEL: 'llama3.1',
      NOTION_TOKEN: 'secret_x',
      NOTION_LEADS_DB: 'leads-db',
      NOTION_TASKS_DB: 'tasks-db',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Jordan <jordan@bluegrassai.com>',
      OWNER_EMAIL: 'owner@bluegrassai.com',
      MAKE_API_TOKEN: 'make-token',
      MAKE_WEBHOOK_URL: 'https://hook.eu1.make.com/abc',
      PUBLIC_URL: 'http://localhost:3000/',
    })
    expect(config.providers).toEqual({
      openai: { apiKey: 'sk-test', baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' },
      openaiModel: 'llama3.1',
      notion: { token: 'secret_x', leadsDatabaseId: 'leads-db', tasksDatabaseId: 'tasks-db', baseUrl: 'https://api.notion.com' },
      smtp: { url: 'smtps://user:pass@smtp.example.com:465' },
      mailFrom: 'Jordan <jordan@bluegrassai.com>',
      make: { apiToken: 'make-token', apiUrl: 'https://eu1.make.com/api/v2', webhookUrl: 'https://hook.eu1.make.com/abc' },
      twilio: undefined,
    })
    expect(config.ownerEmail).toBe('owner@bluegrassai.com')
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('refuses half a Notion configuration and bad addresses, without echoing secrets', () => {
    const { problems } = refusal({ NOTION_TOKEN: 'secret_do_not_print', SMTP_URL: 'http://user:hunter2@mail', OWNER_EMAIL: 'nobody', MAKE_WEBHOOK_URL: 'ftp://x' })
    expect(problems).toContain('NOTION_LEADS_DB: must be set when NOTION_TOKEN is set')
    expect(problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL')
    expect(problems).toContain('OWNER_EMAIL: must be an e-mail address, or Name <address> (got "nobody")')
    expect(problems).toContain('MAKE_WEBHOOK_URL: must be an http:// or https:// URL')
    expect(problems).not.toContain('hunter2')
    expect(problems).not.toContain('secret_do_not_print')
  })

  it('turns texts on with all three Twilio variables, and refuses part of them or a malformed one, naming each, without echoing the token', () => {
    const sid = `AC${'0123456789abcdef'.repeat(2)}`
    expect(loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'twilio-token-do-not-print', TWILIO_PHONE_NUMBER: '+18595550142' }).providers.twilio).toEqual({
      accountSid: sid,
      authToken: 'twilio-token-do-not-print',
      phoneNumber: '+18595550142',
      apiUrl: 'https://api.twilio.com',
    })
    expect(loadConfig({}).providers.twilio).toBeUndefined()
    const partial = refusal({ TWILIO_AUTH_TOKEN: 'twilio-token-do-not-print' }).problems
    expect(partial).toContain('TWILIO_ACCOUNT_SID: must be set with TWILIO_AUTH_TOKEN and TWILIO_PHONE_NUMBER (texts need all three)')
    expect(partial).toContain('TWILIO_PHONE_NUMBER: must be set with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (texts need all three)')
    expect(partial).not.toContain('twilio-token-do-not-print')
    const malformed = refusal({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'twilio-token-do-not-print', TWILIO_PHONE_NUMBER: '(859) 555-0142' }).problems
    expect(malformed).toContain('TWILIO_ACCOUNT_SID: must be a Twilio account SID: AC and 32 hexadecimal digits')
    expect(malformed).toContain('TWILIO_PHONE_NUMBER: must be the business number in E.164, e.g. +18595550142')
  })

  it("turns Meta's Conversions API on with the dataset and its token, and refuses one without the other, without echoing the token", () => {
    expect(loadConfig({ META_PIXEL_ID: '1234567890123', META_CONVERSIONS_TOKEN: 'capi-token-do-not-print' }).providers.metaConversions).toEqual({
      pixelId: '1234567890123',
      accessToken: 'capi-token-do-not-print',
      graphUrl: 'https://graph.facebook.com',
    })
    expect(loadConfig({}).providers.metaConversions).toBeUndefined()
    const partial = refusal({ META_CONVERSIONS_TOKEN: 'capi-token-do-not-print' }).problems
    expect(partial).toContain("META_PIXEL_ID: must be set with META_CONVERSIONS_TOKEN (Meta's Conversions API needs both)")
    expect(partial).not.toContain('capi-token-do-not-print')
    expect(refusal({ META_PIXEL_ID: 'px-12', META_CONVERSIONS_TOKEN: 'capi-token-do-not-print' }).problems).toContain('META_PIXEL_ID: must be the dataset (pixel) id: digits only')
  })

  it('refuses production on a reachable address without ADMIN_PASSWORD, naming it, and never echoes the password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/ADMIN_PASSWORD: must be set when NODE_ENV=production/)
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters \(got a value of 5 characters, not shown\)/)
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ADMIN_PASSWORD: 'a-long-enough-secret' }).adminPassword).toBe('a-long-enough-secret')
  })

  it('lets `npm start` on loopback run without ADMIN_PASSWORD (a password is generated)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).adminPassword).toBeUndefined()
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).adminPassword).toBeUndefined()
  })

  it('reads the owner time zone, America/New_York by default, and rejects an unknown one', () => {
    expect(loadConfig({}).ownerTimeZone).toBe('America/New_York')
    expect(loadConfig({ OWNER_TIME_ZONE: 'Europe/Oslo' }).ownerTimeZone).toBe('Europe/Oslo')
    expect(() => loadConfig({ OWNER_TIME_ZONE: 'Mars/Olympus' })).toThrow(/OWNER_TIME_ZONE: must be an IANA time zone/)
  })
})

describe('booking variables (issue 22)', () => {
  it('default to Monday-Friday 09:00-17:00, a 15-minute buffer, 4 hours notice, 6 calls a day, 21 days ahead', () => {
    const { booking } = loadConfig({})
    const workday = [{ start: '09:00', end: '17:00' }]
    expect(booking.defaults).toEqual({
      weeklyHours: { mon: workday, tue: workday, wed: workday, thu: workday, fri: workday, sat: [], sun: [] },
      bufferMinutes: 15,
      minNoticeHours: 4,
      maxPerDay: 6,
      horizonDays: 21,
      daysOff: [],
    })
    expect(booking.calendarUrl).toBeUndefined()
    expect(booking.schedulingUrl).toBeUndefined()
  })

  it('reads the owner’s hours, the calendar feed (webcal:// as https://) and an external scheduler', () => {
    const { booking } = loadConfig({
      BOOKING_HOURS: 'mon,wed 08:00-12:00; sat 10:00-13:00',
      BOOKING_BUFFER_MINUTES: '0',
      BOOKING_MAX_PER_DAY: '2',
      OWNER_CALENDAR_ICS_URL: 'webcal://p01-caldav.icloud.com/published/2/secret',
      SCHEDULING_URL: 'https://cal.com/owner/30min',
    })
    expect(booking.defaults.weeklyHours.mon).toEqual([{ start: '08:00', end: '12:00' }])
    expect(booking.defaults.weeklyHours.tue).toEqual([])
    expect(booking.defaults.weeklyHours.sat).toEqual([{ start: '10:00', end: '13:00' }])
    expect(booking.defaults).toMatchObject({ bufferMinutes: 0, maxPerDay: 2 })
    expect(booking.calendarUrl).toBe('https://p01-caldav.icloud.com/published/2/secret')
    expect(booking.schedulingUrl).toBe('https://cal.com/owner/30min')
  })

  it('names each bad booking variable, and never echoes the private calendar address', () => {
    const { problems } = refusal({
      BOOKING_HOURS: 'weekdays 9-5',
      BOOKING_BUFFER_MINUTES: '-1',
      BOOKING_MIN_NOTICE_HOURS: 'soon',
      BOOKING_MAX_PER_DAY: '0',
      BOOKING_HORIZON_DAYS: '400',
      OWNER_CALENDAR_ICS_URL: 'ftp://calendar.example.com/secret-token-123',
    })
    expect(problems).toMatch(/^BOOKING_HOURS: .*mon-fri 09:00-17:00/m)
    expect(problems).toContain('BOOKING_BUFFER_MINUTES: must be a whole number from 0 to 240')
    expect(problems).toContain('BOOKING_MIN_NOTICE_HOURS: must be a whole number from 0 to 336')
    expect(problems).toContain('BOOKING_MAX_PER_DAY: must be a whole number from 1 to 48')
    expect(problems).toContain('BOOKING_HORIZON_DAYS: must be a whole number from 1 to 365')
    expect(problems).toContain('OWNER_CALENDAR_ICS_URL: must be the http(s):// or webcal:// address of an iCalendar feed')
    expect(problems).not.toContain('secret-token-123')
  })
})

describe('TRUST_PROXY', () => {
  it('never trusts every proxy: true means one, a number that many, a list those addresses', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16'])
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({}).trustProxy).toBe(false)
  })

  it('names the variable for anything else', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false, true \(one proxy\), the number of proxies/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/40' })).toThrow(/TRUST_PROXY/)
  })
})

describe('inbound e-mail variables (issue 23)', () => {
  it('leave inbound e-mail off by default, with replies going to MAIL_FROM', () => {
    const config = loadConfig({ MAIL_FROM: 'Agency <hi@agency.example>' })
    expect(config.inbound).toBeUndefined()
    expect(config.replyTo).toBe('Agency <hi@agency.example>')
  })

  it('read an imaps:// mailbox with an app password, its folder, poll interval, Reply-To and size cap', () => {
    const config = loadConfig({
      IMAP_URL: 'imaps://owner%40gmail.com:abcd%20efgh@imap.gmail.com',
      IMAP_FOLDER: 'Replies',
      IMAP_POLL_SECONDS: '30',
      IMAP_REPLY_TO: 'replies@agency.example',
      IMAP_MAX_MESSAGE_BYTES: '1048576',
    })
    expect(config.inbound).toMatchObject({
      host: 'imap.gmail.com',
      port: 993,
      secure: true,
      requireStartTls: false,
      user: 'owner@gmail.com',
      password: 'abcd efgh',
      folder: 'Replies',
      pollSeconds: 30,
      maxMessageBytes: 1048576,
    })
    expect(config.replyTo).toBe('replies@agency.example')
  })

  it('require STARTTLS for imap:// to another host, and not on loopback', () => {
    expect(loadConfig({ IMAP_URL: 'imap://u:p@mail.example.com' }).inbound).toMatchObject({ port: 143, secure: false, requireStartTls: true })
    expect(loadConfig({ IMAP_URL: 'imap://u:p@127.0.0.1:1143' }).inbound).toMatchObject({ port: 1143, secure: false, requireStartTls: false })
  })

  it('name each bad inbound variable, and never echo the mailbox password', () => {
    const { problems } = refusal({ IMAP_URL: 'pop3://u:secret-app-password@mail.example.com', IMAP_POLL_SECONDS: '1', IMAP_REPLY_TO: 'not an address', IMAP_MAX_MESSAGE_BYTES: '10' })
    expect(problems).toContain('IMAP_URL: must be an imaps:// (TLS) or imap:// (STARTTLS) URL')
    expect(problems).toContain('IMAP_POLL_SECONDS: must be a whole number from 5 to 3600')
    expect(problems).toContain('IMAP_REPLY_TO: must be an e-mail address, or Name <address>')
    expect(problems).toContain('IMAP_MAX_MESSAGE_BYTES: must be a whole number from 65536 to 104857600')
    expect(problems).not.toContain('secret-app-password')
    expect(refusal({ IMAP_URL: 'imaps://imap.example.com' }).problems).toContain('IMAP_URL: must carry the user and the password')
  })
})
