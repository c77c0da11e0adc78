import { metaGraphVersion } from '@/server/domain/ads/meta-graph'
import { metaSignature } from '@/server/domain/ads/meta-signature'
import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeReply, type FakeRequest } from './http-fake'

/**
 * Meta's Graph API for lead ads, on loopback: `GET /{version}/{leadgen_id}?fields=…&access_token=…`
 * answers the lead as the real API does (field_data and the ids asked for), 190 for a wrong token,
 * 100 for an unknown lead; faults ('lead': 500, hang, malformed) for outages. It also signs
 * webhook deliveries as Meta does (X-Hub-Signature-256 over the raw bytes, with the app secret),
 * and takes Conversions API events (`POST /{version}/{pixel}/events`).
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
  /** The Conversions API's dataset (pixel) and its token. */
  pixelId: string
  conversionsToken: string
  /** The Conversions API requests the server made (their raw bodies keep lead_id's digits). */
  conversionRequests: () => FakeRequest[]
  /** The owner revoked the token in Events Manager (190 from then on); `false` restores it. */
  revokeConversionsToken(revoked?: boolean): void
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
  const pixelId = '1234567890123'
  const conversionsToken = 'EAAfakeConversionsApiToken'
  let conversionsTokenValid = true
  const server = await startHttpFake((request) => {
    if (request.method === 'POST' && request.path === `/${metaGraphVersion}/${pixelId}/events`) return conversionsReply(request)
    if (request.method === 'POST' && /\/events$/.test(request.path)) {
      return { status: 400, json: { error: { message: `Unsupported post request. Object with ID '${request.path.split('/')[2]}' does not exist`, type: 'GraphMethodException', code: 100 } } }
    }
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
  /**
   * The Conversions API, as Meta answers it: the dataset's token in the body (190 otherwise), each
   * event with its name, time, action source and some user data (100 with the field otherwise),
   * then how many events were received; faults ('events': 500, hang) for outages.
   */
  function conversionsReply(request: FakeRequest): FakeReply {
    const body = request.body as { data?: Record<string, unknown>[]; access_token?: string } | undefined
    if (body?.access_token !== conversionsToken || !conversionsTokenValid) return { status: 400, json: { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 } } }
    const fault = faults.take('events')
    if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
    if (!Array.isArray(body.data) || body.data.length === 0) return { status: 400, json: { error: { message: '(#100) The parameter data is required', type: 'OAuthException', code: 100 } } }
    for (const event of body.data) {
      for (const field of ['event_name', 'event_time', 'action_source', 'user_data']) {
        if (event[field] === undefined) return { status: 400, json: { error: { message: `(#100) The parameter ${field} is required`, type: 'OAuthException', code: 100 } } }
      }
      if (Object.keys(event.user_data as object).length === 0) return { status: 400, json: { error: { message: '(#100) Invalid parameter: user_data must carry at least one customer information parameter', code: 100 } } }
    }
    return { json: { events_received: body.data.length, messages: [], fbtrace_id: `AfakeTrace${server.requests.length}` } }
  }

  return {
    url: server.url,
    pixelId,
    conversionsToken,
    revokeConversionsToken(revoked = true) {
      conversionsTokenValid = !revoked
    },
    conversionRequests: () => server.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/events')),
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
