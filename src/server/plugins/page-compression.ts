import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'

/** The encodings a page is sent in, the first preferred (as the compress plugin's `encodings`). */
export const pageEncodings = ['br', 'gzip'] as const
export type PageEncoding = (typeof pageEncodings)[number]

const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * The compressed bodies of the pages that are the same for every visitor (the build's prerendered
 * HTML, the shell, the 404 page). Compressed per response, a page cost the server 1-4 ms of CPU
 * for every load (brotli at a cheap level, for a body of 50-180 KB): the soak's page loads were
 * most of its compression work. Made once instead, in zlib's threads at start (not awaited, so the
 * server listens as soon as before), at brotli's best level, which only pays when done once: the
 * home page 26.8 → 23.7 KB on the wire. A page asked for before its body is ready, or changed for
 * its visitor (the booking page's slots and form token), is compressed per response as before.
 */
export function createPageCompression(pages: Iterable<string>) {
  const ready = new Map<string, Partial<Record<PageEncoding, Buffer>>>()
  const negotiator = new Negotiator({ supportedValues: [...pageEncodings] })
  for (const html of new Set(pages)) {
    const bodies: Partial<Record<PageEncoding, Buffer>> = {}
    ready.set(html, bodies)
    const source = Buffer.from(html)
    // A failure leaves that encoding to the per-response path: nothing is lost but the saving.
    void brotliCompress(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
      .then((body) => (bodies.br = body))
      .catch(() => {})
    void gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION })
      .then((body) => (bodies.gzip = body))
      .catch(() => {})
  }

  return {
    /** The page already compressed in the encoding the request prefers, or undefined (compress it per response). */
    bodyFor(html: string, acceptEncoding: string | undefined): { encoding: PageEncoding; body: Buffer } | undefined {
      if (!acceptEncoding) return undefined
      const bodies = ready.get(html)
      if (!bodies) return undefined
      const encoding = negotiator.negotiate(acceptEncoding)
      const body = encoding ? bodies[encoding] : undefined
      return encoding && body ? { encoding, body } : undefined
    },
  }
}

export type PageCompression = ReturnType<typeof createPageCompression>
