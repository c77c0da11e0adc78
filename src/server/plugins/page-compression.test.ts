import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCompression } from './page-compression'

const home = `<!doctype html><html><body>${'<p>Answered within seconds, every lead.</p>'.repeat(400)}</body></html>`
const blog = `<!doctype html><html><body>${'<h2>A post</h2>'.repeat(300)}</body></html>`

/** The bodies are made in zlib's threads: ready once both encodings of every page are. */
async function readyCompression(pages: string[]) {
  const compression = createPageCompression(pages)
  await expect.poll(() => pages.every((page) => compression.bodyFor(page, 'br') && compression.bodyFor(page, 'gzip')), { timeout: 10_000, interval: 20 }).toBe(true)
  return compression
}

describe('createPageCompression', () => {
  it('serves each page in the encoding the request prefers, and the body is the page', async () => {
    const compression = await readyCompression([home, blog])
    const brotli = compression.bodyFor(home, 'gzip, deflate, br')!
    expect(brotli.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(home)
    const gzipped = compression.bodyFor(blog, 'gzip')!
    expect(gzipped.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(blog)
    // A preference the request states wins over the server's order.
    expect(compression.bodyFor(home, 'br;q=0.5, gzip')!.encoding).toBe('gzip')
  })

  it('leaves to the per-response path a page changed for its visitor, a request that takes no encoding, and a page not yet compressed', async () => {
    const compression = await readyCompression([home])
    expect(compression.bodyFor(`${home}<!-- this visitor's form token -->`, 'br')).toBeUndefined()
    expect(compression.bodyFor(home, undefined)).toBeUndefined()
    expect(compression.bodyFor(home, 'identity')).toBeUndefined()
    expect(compression.bodyFor(home, 'deflate')).toBeUndefined()
    // Asked for at once: its bodies are still being made.
    const fresh = createPageCompression([blog + ' '])
    expect(fresh.bodyFor(blog + ' ', 'br')).toBeUndefined()
  })

  it('compresses a page once at its best level: smaller than the per-response brotli', async () => {
    const compression = await readyCompression([home])
    const perResponse = zlib.brotliCompressSync(home, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    expect(compression.bodyFor(home, 'br')!.body.length).toBeLessThan(perResponse.length)
  })
})
