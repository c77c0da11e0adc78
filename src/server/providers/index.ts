import type { AppConfig } from '@/server/config'
import type { ProviderStatus } from '@/shared/automation'
import { createNotionCrm } from './crm/notion'
import { createLocalCrm } from './crm/local'
import { createProviderHealth, type ProviderHealth } from './health'
import { createLocalLlm } from './llm/local'
import { createOpenAiProvider } from './llm/openai'
import { createLocalMail } from './mail/local'
import { createSmtpMail } from './mail/smtp'
import { createMake } from './make/make'
import { createUnconnectedMake } from './make/local'
import { createGooglePlaces } from './places/google-places'
import { createOverpassPlaces, researchUserAgent } from './places/overpass'
import { createSamplePlaces } from './places/sample'
import { createTextsOff } from './sms/local'
import { createTwilioSms } from './sms/twilio'
import type { Outcome, ProviderKey, Providers } from './types'

/**
 * The one place that chooses, from configuration, between each provider's real implementation
 * and its local twin (DESIGN "Every external service has a local twin").
 */

export type ProviderSet = {
  /** What the configuration asks for: the real service where configured, the twin elsewhere. */
  live: Providers
  /** Local twins only, whatever is configured: nothing leaves the server. */
  sandbox: Providers
  health: ProviderHealth
  status(key: ProviderKey): ProviderStatus
  close(): void
}

export type ProviderMode = 'live' | 'sandbox'

export function createProviders(config: AppConfig): ProviderSet {
  const timeoutMs = config.automation.providerTimeoutMs
  const { openai, notion, smtp, make, mailFrom } = config.providers
  const health = createProviderHealth()

  const sandbox: Providers = {
    llm: createLocalLlm(),
    crm: createLocalCrm(),
    mail: createLocalMail(mailFrom),
    make: createUnconnectedMake(),
    places: createSamplePlaces(),
    sms: createTextsOff(),
  }

  const llm = openai ? createOpenAiProvider({ ...openai, timeoutMs }) : sandbox.llm
  const crm = notion ? createNotionCrm({ ...notion, timeoutMs }) : sandbox.crm
  const mail = smtp ? createSmtpMail({ url: smtp.url, from: mailFrom, timeoutMs }) : sandbox.mail
  const makeProvider = make ? createMake({ ...make, timeoutMs }) : sandbox.make
  const { twilio } = config.providers
  const sms = twilio ? createTwilioSms({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.phoneNumber, apiUrl: twilio.apiUrl, timeoutMs }) : sandbox.sms
  // Business research's places source: Google Places when a key is set, else Overpass (keyless).
  const placesOptions = { userAgent: researchUserAgent(config.publicUrl), timeoutMs: config.research.sourceTimeoutMs }
  const places = config.research.googlePlaces
    ? createGooglePlaces({ ...config.research.googlePlaces, ...placesOptions })
    : createOverpassPlaces({ url: config.research.overpassUrl, ...placesOptions })

  const track = <Args extends unknown[], Result extends Outcome<unknown>>(key: ProviderKey, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const outcome = await call(...args)
      health.record(key, outcome)
      return outcome
    }

  const live: Providers = {
    llm: {
      ...llm,
      analyseLead: track('llm', llm.analyseLead),
      draftReportOpportunities: track('llm', llm.draftReportOpportunities),
      analyseResearchCompany: track('llm', llm.analyseResearchCompany),
      test: track('llm', llm.test),
    },
    crm: { ...crm, mirrorLead: track('crm', crm.mirrorLead), mirrorTask: track('crm', crm.mirrorTask), test: track('crm', crm.test) },
    mail: { ...mail, send: track('mail', mail.send), verify: track('mail', mail.verify) },
    make: { ...makeProvider, postLead: track('make', makeProvider.postLead), test: track('make', makeProvider.test) },
    places,
    sms: { ...sms, send: track('sms', sms.send), findSent: track('sms', sms.findSent), test: track('sms', sms.test) },
  }

  const isReal: Record<ProviderKey, boolean> = {
    llm: llm.kind !== 'local',
    crm: crm.kind !== 'local',
    mail: mail.kind !== 'local',
    make: makeProvider.kind !== 'local',
    sms: sms.kind !== 'local',
  }

  return {
    live,
    sandbox,
    health,
    status(key) {
      // Make and texts have no twin that does their work: unset, they are not configured (texts are off).
      if (!isReal[key]) return key === 'make' || key === 'sms' ? 'not-configured' : 'local'
      return health.isDegraded(key) ? 'degraded' : 'connected'
    },
    close() {
      mail.close()
    },
  }
}

export type { Providers } from './types'
