/** Where the build writes each prerendered page, relative to the web root (dist/web). */
export function pageFileFor(pathname: string): string {
  return pathname === '/' ? 'pages/index.html' : `pages${pathname.replace(/\/+$/, '')}.html`
}

export const notFoundPageFile = 'pages/404.html'

/** The CSP hashes of the styles the build inlined into the pages: `{ styleHashes: string[] }`. */
export const inlineStyleHashesFile = 'inline-styles.json'
