import { faultReply, startHttpFake, type FakeRequest } from './http-fake'

/**
 * An Overpass-shaped API (POST /api/interpreter, the query as the form field `data`) on
 * 127.0.0.1, answering `{ elements: [{ type, id, lat, lon, tags }] }` as Overpass does. It answers
 * its `elements` whatever the query asks (the client keeps what matches its industries), and
 * records each request with its Overpass QL, so tests can check the query, the User-Agent and
 * that requests come one at a time. Fails on demand: 500, 429, a hang past any timeout,
 * malformed JSON, or a 200 whose remark says the query timed out on the server.
 */

export type OverpassFaultMode = '500' | '429' | 'hang' | 'malformed' | 'remark'

export type OverpassElement = {
  type: 'node' | 'way' | 'relation'
  id: number
  lat?: number
  lon?: number
  center?: { lat: number; lon: number }
  tags?: Record<string, string>
}

/** A request as received, with its Overpass QL (the form field `data`). */
export type OverpassRequest = FakeRequest & { ql: string }

export type OverpassFake = {
  /** The interpreter's URL: OVERPASS_URL. */
  url: string
  requests: OverpassRequest[]
  /** What it answers with; change freely (defaultOverpassElements by default). */
  elements: OverpassElement[]
  /** Every request fails with `mode` (the next `times` only, when given); null: answer again. */
  fail(mode: OverpassFaultMode | null, times?: number): void
  /** Each answer waits this long first (to see whether requests overlap). */
  delayMs: number
  /** The most requests it was answering at once (set it to 0 to measure afresh). */
  maxConcurrent: number
  close(): Promise<void>
}

const lexington = { lat: 38.0406, lon: -84.5037 }
const near = (index: number) => ({ lat: lexington.lat + index * 0.003, lon: lexington.lon - index * 0.002 })

/** Fictional Lexington businesses as OpenStreetMap maps them: one or two per industry, a repeat, and a nameless one. */
export const defaultOverpassElements: OverpassElement[] = [
  {
    type: 'node',
    id: 1001,
    ...near(1),
    tags: { amenity: 'restaurant', name: 'Fake Paddock Grill', cuisine: 'american', 'addr:housenumber': '101', 'addr:street': 'West Main Street', 'addr:city': 'Lexington', website: 'https://paddock-grill.test/', phone: '+1 859-555-0101', email: 'owner@paddock-grill.test' },
  },
  // The same restaurant mapped as its building too: kept once.
  { type: 'way', id: 2001, center: near(1), tags: { amenity: 'restaurant', building: 'yes', name: 'Fake Paddock Grill', 'addr:housenumber': '101', 'addr:street': 'West Main Street' } },
  { type: 'node', id: 1002, ...near(2), tags: { amenity: 'cafe', name: 'Fake Limestone Coffee', 'addr:housenumber': '22', 'addr:street': 'North Limestone', 'addr:city': 'Lexington', website: 'www.limestone-coffee.test' } },
  { type: 'node', id: 1003, ...near(3), tags: { office: 'lawyer', name: 'Fake Barrister & Bell LLP', 'addr:housenumber': '300', 'addr:street': 'East Vine Street', 'addr:city': 'Lexington', 'contact:email': 'intake@barrister-bell.test', 'contact:phone': '+1 859-555-0103' } },
  { type: 'node', id: 1004, ...near(4), tags: { office: 'accountant', name: 'Fake Ledger Partners CPA', 'addr:street': 'Harrodsburg Road', 'addr:housenumber': '1500', phone: '+1 859-555-0104' } },
  { type: 'way', id: 2005, center: near(5), tags: { industrial: 'warehouse', name: 'Fake Bluegrass Distribution Center', 'addr:housenumber': '2400', 'addr:street': 'Innovation Drive', 'addr:city': 'Lexington', website: 'https://bg-distribution.test' } },
  { type: 'node', id: 1006, ...near(6), tags: { shop: 'clothes', name: 'Fake Derby Threads', brand: 'Derby Threads', 'addr:housenumber': '410', 'addr:street': 'Southland Drive', 'addr:city': 'Lexington', phone: '+1 859-555-0106' } },
  { type: 'node', id: 1007, ...near(7), tags: { shop: 'equestrian', name: 'Fake Stirrup Supply', 'addr:housenumber': '55', 'addr:street': 'Paris Pike', 'addr:city': 'Lexington', email: 'sales@stirrup-supply.test' } },
  { type: 'way', id: 2008, center: near(8), tags: { leisure: 'horse_riding', name: 'Fake Meadowbrook Riding Academy', 'addr:street': 'Old Frankfort Pike', 'addr:housenumber': '4100', website: 'https://meadowbrook-riding.test' } },
  // Nameless: not a business anyone can research.
  { type: 'node', id: 1009, ...near(9), tags: { amenity: 'fast_food' } },
]

export async function startOverpassFake(elements: OverpassElement[] = defaultOverpassElements): Promise<OverpassFake> {
  let mode: OverpassFaultMode | null = null
  let remaining = Infinity
  let inFlight = 0
  const requests: OverpassRequest[] = []
  const state = { elements: [...elements], delayMs: 0, maxConcurrent: 0 }

  const server = await startHttpFake(async (request) => {
    if (request.method !== 'POST' || request.path !== '/api/interpreter') return { status: 404, text: 'not found' }
    requests.push({ ...request, ql: new URLSearchParams(request.rawBody).get('data') ?? '' })
    const fault = mode !== null && remaining > 0 ? mode : null
    if (fault) {
      remaining -= 1
      if (remaining <= 0) mode = null
    }
    inFlight += 1
    state.maxConcurrent = Math.max(state.maxConcurrent, inFlight)
    try {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
      if (fault === '429') return { status: 429, text: '<html><body>Too Many Requests</body></html>' }
      if (fault === 'remark') {
        return { json: { version: 0.6, generator: 'Overpass API fake', elements: [], remark: 'runtime error: Query timed out in "query" at line 3 after 25 seconds.' } }
      }
      if (fault) return faultReply(fault)
      return { json: { version: 0.6, generator: 'Overpass API fake', osm3s: { timestamp_osm_base: '2026-01-01T00:00:00Z' }, elements: state.elements } }
    } finally {
      inFlight -= 1
    }
  })

  // The settings a test changes are the state the server reads.
  return Object.assign(state, {
    url: `${server.url}/api/interpreter`,
    requests,
    fail(next: OverpassFaultMode | null, times?: number) {
      mode = next
      remaining = next === null ? 0 : (times ?? Infinity)
    },
    close: server.close,
  })
}
