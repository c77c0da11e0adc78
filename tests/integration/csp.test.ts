import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineHashesFile, notFoundPageFile, pageFileFor, type InlineHashes } from '@/server/plugins/web-files'
import { useTestApp } from '../support/test-app'

/**
 * The CSP of the built app: pages admit the build's inline styles and boot script by hash, every
 * other response (the API, static files) keeps style-src and script-src 'self' alone, and the
 * other directives are the same.
 */

const styleHashes = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='", "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='"]
const scriptHashes = ["'sha256-CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC='"]

let webRoot: string

beforeAll(async () => {
  // A minimal build: the shell, a prerendered home page, the 404 page, a static file and the hashes.
  webRoot = await mkdtemp(path.join(tmpdir(), 'csp-web-'))
  await mkdir(path.join(webRoot, 'pages'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>shell</title>')
  await writeFile(path.join(webRoot, pageFileFor('/')), '<!doctype html><title>home</title>')
  await writeFile(path.join(webRoot, notFoundPageFile), '<!doctype html><title>not found</title>')
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(webRoot, inlineHashesFile), JSON.stringify({ styleHashes, scriptHashes } satisfies InlineHashes))
})
afterAll(async () => {
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})
const harness = useTestApp(() => ({ web: 'static', webRoot }), { reset: false })

async function policyOf(url: string, expectedStatus: number) {
  const response = await harness.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(expectedStatus)
  const header = response.headers['content-security-policy']
  // One header, not several (a second CSP header would only narrow the first).
  expect(typeof header).toBe('string')
  const directives = new Map((header as string).split(';').map((directive) => {
    const [name, ...values] = directive.trim().split(/\s+/)
    return [name!, values] as const
  }))
  return { header: header as string, directives }
}

const withoutInlineSources = (directives: Map<string, readonly string[]>) => new Map([...directives].filter(([name]) => name !== 'style-src' && name !== 'script-src'))

describe(`content security policy of the built app on ${process.env.TEST_DATABASE}`, () => {
  it('admits the style and script hashes on pages, exactly once, and nowhere else', async () => {
    const home = await policyOf('/', 200)
    const notFoundPage = await policyOf('/no-such-page', 404)
    const api = await policyOf('/api/nothing-here', 404)
    const staticFile = await policyOf('/favicon.svg', 200)
    const healthz = await policyOf('/healthz', 200)

    for (const page of [home, notFoundPage]) {
      expect(page.directives.get('style-src')).toEqual(["'self'", ...styleHashes])
      expect(page.directives.get('script-src')).toEqual(["'self'", ...scriptHashes])
      for (const hash of [...styleHashes, ...scriptHashes]) expect(page.header.split(hash)).toHaveLength(2)
    }
    for (const other of [api, staticFile, healthz]) {
      expect(other.directives.get('style-src')).toEqual(["'self'"])
      expect(other.directives.get('script-src')).toEqual(["'self'"])
      expect(other.header).not.toContain('sha256-')
    }
    // Everything but style-src and script-src is the same on all of them.
    for (const other of [notFoundPage, api, staticFile, healthz]) {
      expect(withoutInlineSources(other.directives)).toEqual(withoutInlineSources(home.directives))
    }
    expect(home.directives.get('object-src')).toEqual(["'none'"])
  })
})
