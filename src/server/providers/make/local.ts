import { failed, succeeded, type MakeProvider } from '../types'

/** Make has no local twin: without configuration nothing is posted and the test says so. */
export function createUnconnectedMake(): MakeProvider {
  return {
    kind: 'local',
    webhookConfigured: false,
    apiConfigured: false,
    async postLead() {
      return succeeded({ delivered: false })
    },
    async test() {
      return failed('http', 'Make.com is not configured: set MAKE_API_TOKEN (and MAKE_WEBHOOK_URL to post new leads)', 401)
    },
  }
}
