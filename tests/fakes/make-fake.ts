import { createFaults, type Faults } from './faults'
import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * A Make.com-shaped API (GET /api/v2/users/me, /organizations, /scenarios?organizationId=)
 * with token auth, and a custom webhook (POST /hooks/lead) that records what it receives.
 * Faults by kind: 'api', 'webhook'.
 */
export type MakeFake = {
  apiUrl: string
  webhookUrl: string
  token: string
  faults: Faults
  webhookPosts: FakeRequest[]
  close(): Promise<void>
}

export async function startMakeFake(): Promise<MakeFake> {
  const token = 'fake-make-token'
  const faults = createFaults()
  const webhookPosts: FakeRequest[] = []
  const server = await startHttpFake((request) => {
    if (request.method === 'POST' && request.path === '/hooks/lead') {
      const fault = faults.take('webhook')
      if (fault === 'hang-after-effect') {
        webhookPosts.push(request)
        return { hang: true }
      }
      if (fault) return faultReply(fault)
      webhookPosts.push(request)
      return { text: 'Accepted' }
    }
    if (request.headers.authorization !== `Token ${token}`) return { status: 401, json: { message: 'Access denied', code: 'IM003' } }
    const fault = faults.take('api')
    if (fault) return faultReply(fault === 'hang-after-effect' ? 'hang' : fault)
    if (request.path === '/api/v2/users/me') return { json: { authUser: { id: 7, name: 'Jordan Ellis', email: 'jordan@bluegrassai.com' } } }
    if (request.path === '/api/v2/organizations') return { json: { organizations: [{ id: 11, name: 'Bluegrass AI' }], pg: {} } }
    if (request.path === '/api/v2/scenarios' && request.query.get('organizationId') === '11') {
      return { json: { scenarios: [{ id: 1, name: 'New lead' }, { id: 2, name: 'Weekly research' }, { id: 3, name: 'Review replies' }], pg: {} } }
    }
    return { status: 404, json: { message: 'Not found' } }
  })
  return {
    apiUrl: `${server.url}/api/v2`,
    webhookUrl: `${server.url}/hooks/lead`,
    token,
    faults,
    webhookPosts,
    close: server.close,
  }
}
