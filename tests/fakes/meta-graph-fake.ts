import { metaGraphVersion } from '@/server/domain/ads/meta-graph'
import { metaSignature } from '@/server/domain/ads/meta-signature'
import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * Meta's Graph API for lead ads, on loopback: `GET /{version}/{leadgen_id}?fields=…&access_token=…`
 * answers the lead as the real API does (field_data and the ids asked for), 190 for a wrong token,
 * 100 for an unknown lead; faults ('lead': 500, hang, malformed) for outages. It also signs
 * webhook deliveries as Meta does (X-Hub-Signature-256 over the raw bytes, with the app secret).
 */
export type MetaGraphLeadFixture = {
  id: string
  created_time?: string
  field_data: { name: string; values: string[] }[]
  ad_id?: string
  adset_id?: string
  campaign_id?: string
  campaign_name?: string
  form_id?: string
  platform?: 'fb' | 'ig'
}

export type MetaGraphFake = {
  url: string
  appSecret: string
  verifyToken: string
  pageAccessToken: string
  leads: Map<string, MetaGraphLeadFixture>
  faults: Faults
  /** The lead reads the server made. */
  leadReads: () => FakeRequest[]
  /** A Page webhook body naming these leads, as Meta writes it, with its signature header. */
  delivery(leads: { leadgenId: string; formId?: string; adId?: string; adgroupId?: string }[], pageId?: string): { body: string; headers: Record<string, string> }
  close(): Promise<void>
}

export async function startMetaGraphFake(): Promise<MetaGraphFake> {
  const appSecret = 'fake-meta-app-secret-0123456789abcdef'
  const verifyToken = 'fake-meta-verify-token'
  const pageAccessToken = 'EAAfakePageAccessToken'
  const leads = new Map<string, MetaGraphLeadFixture>()
  const faults = createFaults()
  const server = await startHttpFake((request) => {
    const match = new RegExp(`^/${metaGraphVersion.replace('.', '\\.')}/(\\d+)$`).exec(request.path)
    if (request.method !== 'GET' || !match) return { status: 404, json: { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } } }
    if (request.query.get('access_token') !== pageAccessToken) {
      return { status: 400, json: { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 } } }
    }
    const fault = faults.take('lead')
    if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
    const lead = leads.get(match[1]!)
    if (!lead) return { status: 400, json: { error: { message: `Unsupported get request. Object with ID '${match[1]}' does not exist`, type: 'GraphMethodException', code: 100 } } }
    // Only the fields asked for, as the real API answers (id always).
    const asked = (request.query.get('fields') ?? 'id,created_time,field_data').split(',')
    return { json: Object.fromEntries(Object.entries(lead).filter(([key]) => key === 'id' || asked.includes(key))) }
  })
  return {
    url: server.url,
    appSecret,
    verifyToken,
    pageAccessToken,
    leads,
    faults,
    leadReads: () => server.requests.filter((request) => request.method === 'GET'),
    delivery(named, pageId = '153125381133') {
      const time = Math.floor(Date.now() / 1000)
      const body = JSON.stringify({
        object: 'page',
        entry: [
          {
            id: pageId,
            time,
            changes: named.map((lead) => ({
              field: 'leadgen',
              value: { ad_id: lead.adId ?? '6045246247433', form_id: lead.formId ?? '1432095630152592', leadgen_id: lead.leadgenId, created_time: time, page_id: pageId, adgroup_id: lead.adgroupId ?? '6045246248033' },
            })),
          },
        ],
      })
      return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(appSecret, body) } }
    },
    close: server.close,
  }
}
