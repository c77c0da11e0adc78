import type { ProviderConfig } from '@/server/config'
import type { MakeFake } from '../fakes/make-fake'
import type { MetaGraphFake } from '../fakes/meta-graph-fake'
import type { NotionFake } from '../fakes/notion-fake'
import type { OpenAiFake } from '../fakes/openai-fake'
import type { SmtpFake } from '../fakes/smtp-fake'
import type { TwilioFake } from '../fakes/twilio-fake'

/** Provider configuration pointing the real clients at the fakes that are given. */
export function fakeProviders(fakes: { openai?: OpenAiFake; notion?: NotionFake; smtp?: SmtpFake; make?: MakeFake; twilio?: TwilioFake; meta?: MetaGraphFake; metaConversions?: MetaGraphFake; googleAdsKey?: string; googleAdsFeedPassword?: string }): ProviderConfig {
  return {
    openai: fakes.openai ? { apiKey: 'sk-fake', baseUrl: fakes.openai.url, model: 'gpt-4o-mini' } : undefined,
    openaiModel: 'gpt-4o-mini',
    notion: fakes.notion
      ? { token: fakes.notion.token, leadsDatabaseId: fakes.notion.leadsDatabaseId, tasksDatabaseId: fakes.notion.tasksDatabaseId, baseUrl: fakes.notion.url }
      : undefined,
    smtp: fakes.smtp ? { url: fakes.smtp.url } : undefined,
    mailFrom: 'Bluegrass AI <automation@bluegrassai.com>',
    make: fakes.make ? { apiToken: fakes.make.token, apiUrl: fakes.make.apiUrl, webhookUrl: fakes.make.webhookUrl } : undefined,
    twilio: fakes.twilio ? { accountSid: fakes.twilio.accountSid, authToken: fakes.twilio.authToken, phoneNumber: fakes.twilio.phoneNumber, apiUrl: fakes.twilio.url } : undefined,
    googleAds: fakes.googleAdsKey || fakes.googleAdsFeedPassword ? { webhookKey: fakes.googleAdsKey, feedPassword: fakes.googleAdsFeedPassword } : undefined,
    metaConversions: fakes.metaConversions ? { pixelId: fakes.metaConversions.pixelId, accessToken: fakes.metaConversions.conversionsToken, graphUrl: fakes.metaConversions.url } : undefined,
    meta: fakes.meta ? { verifyToken: fakes.meta.verifyToken, appSecret: fakes.meta.appSecret, pageAccessToken: fakes.meta.pageAccessToken, graphUrl: fakes.meta.url } : undefined,
  }
}

export const ownerEmail = 'owner@bluegrassai.com'

