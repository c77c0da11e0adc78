/** Where the build writes each prerendered page, relative to the web root (dist/web). */
export function pageFileFor(pathname: string): string {
  return pathname === '/' ? 'pages/index.html' : `pages${pathname.replace(/\/+$/, '')}.html`
}

export const notFoundPageFile = 'pages/404.html'

/** The CSP hashes of the styles and the script the build inlined into the pages (InlineHashes). */
export const inlineHashesFile = 'inline-hashes.json'

/** CSP source expressions (`'sha256-…'`, quoted) of inline code a page carries. */
export type InlineHashes = { styleHashes: readonly string[]; scriptHashes: readonly string[] }

export const noInlineHashes: InlineHashes = { styleHashes: [], scriptHashes: [] }
