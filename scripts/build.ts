import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Manifest, type Plugin, type Rolldown } from 'vite'
import { appPaths, paths } from '../src/shared/paths'
import { inlineHashesFile, notFoundPageFile, pageFileFor, type InlineHashes } from '../src/server/plugins/web-files'
import { islandEntries, pageFileName } from '../src/web/app/islands/entries'
import { appCodeMetaName, onUseCodeMetaName } from '../src/web/lib/page-markers'
import { pageStylesheet } from './page-css'

/**
 * `npm run build`: the client bundle, a server-side bundle of the app, and every public page
 * prerendered to HTML with its own head tags. The server serves these files (plugins/web.ts).
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const configFile = path.join(projectRoot, 'vite.config.ts')

/**
 * The code the browser fetches at idle after any page loads (SPEC §2): /blog's, loaded as a page
 * (its islands' entry), and /admin's (its route in the app).
 */
const prefetchedPages = [islandEntries['routes/blog.tsx']!, 'routes/admin.tsx']


/** The app's entry in the built index.html, which prerendered pages replace with boot.ts. */
const appEntryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/
/** The preloads of the entry's imports that Vite adds to index.html: boot.ts adds a page's own after the first paint. */
const appEntryPreloads = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g

/** What went into each JavaScript file of the client build (the bench checks the home page's). */
export type ChunkModules = Map<string, string[]>

export async function buildSite(outDir = path.join(projectRoot, 'dist/web'), chunkModules?: ChunkModules) {
  // Vite takes React's build flavour from NODE_ENV; under a test runner that is 'test', which
  // would ship React's development build. The site is always built for production.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await buildSiteForProduction(outDir, chunkModules)
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

async function buildSiteForProduction(outDir: string, chunkModules: ChunkModules | undefined) {
  await build({
    configFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: chunkModules ? [recordChunkModules(chunkModules)] : [],
  })
  const manifestFile = path.join(outDir, '.vite/manifest.json')
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
  await rm(path.dirname(manifestFile), { recursive: true, force: true })

  const prefetchMeta = `<meta name="prefetch-chunks" content="${prefetchedPages.map((key) => `/${manifest[key]!.file}`).join(' ')}">`
  const { html: withInlineStyles, hashes, stylesheet } = await inlineStylesheets(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir)
  const template = withInlineStyles.replace('</head>', `    ${prefetchMeta}\n  </head>`)
  const bootCode = await buildBootScript()
  const bootScript = `<script>${bootCode}</script>`
  // The shell for pages that are not prerendered (private pages render in the browser): the app
  // at once, and boot.ts for the idle prefetch.
  await writeFile(path.join(outDir, 'index.html'), template.replace('</head>', () => `    ${bootScript}\n  </head>`))

  // Inside the project, so the server bundle resolves its packages from node_modules.
  const ssrDir = path.join(projectRoot, 'dist', `.ssr-${randomUUID()}`)
  try {
    await build({
      configFile,
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
    })
    const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as PrerenderInput
    const pageStyleHashes = await prerenderPages({ outDir, template, bootScript, manifest, renderPage, stylesheet })
    const inlineHashes: InlineHashes = { styleHashes: [...new Set([...hashes, ...pageStyleHashes])], scriptHashes: [cspHash(bootCode)] }
    await writeFile(path.join(outDir, inlineHashesFile), JSON.stringify(inlineHashes))
  } finally {
    await rm(ssrDir, { recursive: true, force: true })
  }
  await precompress(outDir)
  return { outDir, pages: pagesToPrerender().length }
}

/**
 * The stylesheet goes into each page's <style>: first paint then needs only the HTML, one round
 * trip fewer on a slow phone connection. The CSP admits exactly these styles by their hashes.
 * Its web fonts are preloaded: they are `font-display: optional` (no swap, so no layout shift),
 * and a font requested from the head arrives in time for the first paint on a good connection.
 */
async function inlineStylesheets(html: string, outDir: string) {
  const hashes: string[] = []
  let stylesheet = ''
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]
  for (const [tag, file] of links) {
    const css = (await readFile(path.join(outDir, file!), 'utf8')).trim()
    hashes.push(cspHash(css))
    stylesheet += css
    const fonts = [...new Set([...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]!))]
    const preloads = fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
    html = html.replace(tag, () => [...preloads, `<style>${css}</style>`].join('\n    '))
  }
  if (links.length !== 1) throw new Error(`index.html links ${links.length} stylesheets; the build inlines exactly one`)
  return { html, hashes, stylesheet }
}

/**
 * boot.ts goes into each page as a classic inline script at the end of <head>: it runs as the
 * HTML is parsed, before the first paint, so a tap right after that paint is already caught (a
 * script file would cost a round trip first). Built on its own, as one function expression, so
 * it shares nothing with the app's chunks and its minified names stay off `window`.
 */
async function buildBootScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(projectRoot, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(projectRoot, 'src/web/boot.ts'), formats: ['iife'], name: 'boot' },
    },
  })) as Rolldown.RolldownOutput[]
  const code = output[0]!.output[0].code.trim()
  if (/^\s*(import|export)\b|<\/script/m.test(code)) throw new Error('boot.ts must build to a script with no imports or exports')
  return code
}

/** A CSP source expression admitting exactly this inline code. */
function cspHash(code: string) {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`
}

function recordChunkModules(into: ChunkModules): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, Object.keys(output.modules))
      }
    },
  }
}

/** Brotli and gzip copies of every text asset, so the server sends them without compressing per request. */
async function precompress(outDir: string) {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|svg|txt|json|xml)$/.test(file))
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(outDir, file))
      const brotli = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      await writeFile(path.join(outDir, `${file}.br`), brotli)
      await writeFile(path.join(outDir, `${file}.gz`), zlib.gzipSync(source, { level: 9 }))
    }),
  )
}

type PrerenderInput = { outDir: string; template: string; bootScript: string; manifest: Manifest; renderPage: (url: string) => Promise<string>; stylesheet: string }

function pagesToPrerender() {
  return [
    ...appPaths.filter((page) => page.visibility === 'public').map((page) => ({ url: page.path, file: pageFileFor(page.path), routeFile: routeFileOf(page.path) })),
    { url: '/__not-found__', file: notFoundPageFile, routeFile: undefined },
  ]
}

/** Writes each page's HTML; returns the CSP hashes of the pages' own stylesheets. */
async function prerenderPages({ outDir, template, bootScript, manifest, renderPage, stylesheet }: PrerenderInput): Promise<string[]> {
  const appEntry = appEntryScript.exec(template)?.[1]
  if (!appEntry) throw new Error('The page template has no module script to replace with the boot entry')
  const fullStyle = `<style>${stylesheet}</style>`
  if (!template.includes(fullStyle)) throw new Error('The page template does not carry the inlined stylesheet')
  const styleHashes: string[] = []
  for (const page of pagesToPrerender()) {
    const rendered = await renderPage(page.url)
    const { head, body } = splitHoistedHead(rendered)
    const { atLoad, onUse } = pageCode(manifest, appEntry, page.routeFile)
    const appCode = [
      `<meta name="${appCodeMetaName}" content="${atLoad.join(' ')}">`,
      ...(onUse.length > 0 ? [`<meta name="${onUseCodeMetaName}" content="${onUse.join(' ')}">`] : []),
    ].join('\n    ')
    const html = template
      .replace(/<title>[^<]*<\/title>/, '')
      // A prerendered page is complete without its code; boot.ts fetches it (decision 012), and
      // runs after the meta that lists it.
      .replace(appEntryScript, '')
      .replace(appEntryPreloads, '')
      .replace('</head>', () => `    ${[...head, appCode, bootScript].join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    const target = path.join(outDir, page.file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, await withPageStylesheet(html, page.routeFile))
  }
  return styleHashes

  /**
   * A page that runs only its islands gets the rules it can use (scripts/page-css.ts, decision
   * 050); one that runs the app (the 404 page) keeps them all, since the app may show any route.
   */
  async function withPageStylesheet(html: string, routeFile: string | undefined) {
    const islands = routeFile && islandEntries[routeFile]
    if (!islands) return html
    const code = await Promise.all(codeClosure(manifest, islands).map((file) => readFile(path.join(outDir, file), 'utf8')))
    const css = pageStylesheet(stylesheet, { html: html.replace(fullStyle, ''), code: [bootScript, ...code] })
    styleHashes.push(cspHash(css))
    return html.replace(fullStyle, () => `<style>${css}</style>`)
  }
}

/** Every file of code a page may run: its entry and what that imports, at once or later. */
function codeClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...[...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].flatMap((imported) => codeClosure(manifest, imported, seen))]
}

/**
 * React 19 emits a page's <title>, <meta> and <link> elements (hoistables) ahead of the body
 * when rendering a fragment; they belong in <head>.
 */
export function splitHoistedHead(html: string) {
  const head: string[] = []
  const hoistable = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/
  let rest = html
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head.push(match[1]!)
    rest = rest.slice(match[1]!.length)
  }
  return { head, body: rest }
}

/** Route files are named after their route-table key: assessmentThankYou → routes/assessment-thank-you.tsx. */
function routeFileOf(pathname: string) {
  const key = (Object.keys(paths) as (keyof typeof paths)[]).find((name) => paths[name].path === pathname)!
  return `routes/${pageFileName(key)}.tsx`
}

/**
 * The entry boot.ts imports for a page, then the chunks it preloads beside it (`atLoad`); on an
 * islands page, also what its islands' code imports when first used (`onUse`, such as the booking
 * form's requests, decision 053), which the page preloads at the visitor's first touch of an
 * island.
 */
function pageCode(manifest: Manifest, appEntry: string, routeFile: string | undefined): { atLoad: string[]; onUse: string[] } {
  const islands = routeFile && islandEntries[routeFile]
  const entryKey = islands || 'index.html'
  const entry = manifest[entryKey]
  if (!entry?.isEntry) throw new Error(`${entryKey} is not an entry of the client build (vite.config.ts)`)
  if (!islands && `/${entry.file}` !== appEntry) throw new Error(`index.html loads ${appEntry}, the manifest says ${entry.file}`)
  const seen = new Set<string>()
  const files = [...(entry.imports ?? []), ...(islands || !routeFile ? [] : [routeFile])].flatMap((key) => chunkFilesOf(manifest, key, seen))
  // An islands entry imports each island's code (and React's DOM code) when the island hydrates
  // (decision 052): fetched beside the entry all the same, evaluated only then.
  const none = { files: [], keys: [] }
  const later = islands ? importedWhenRun(manifest, [entryKey, ...seen], seen) : none
  const onUse = islands ? importedWhenRun(manifest, later.keys, seen) : none
  return { atLoad: [entry.file, ...files, ...later.files].map((file) => `/${file}`), onUse: onUse.files.map((file) => `/${file}`) }
}

/** The chunks these chunks import when they run (`import()`), each with what it imports statically: their keys and files. */
function importedWhenRun(manifest: Manifest, importers: string[], seen: Set<string>) {
  const before = new Set(seen)
  const files = importers.flatMap((key) => manifest[key]?.dynamicImports ?? []).flatMap((key) => chunkFilesOf(manifest, key, seen))
  return { files, keys: [...seen].filter((key) => !before.has(key)) }
}

/** A chunk and every chunk it imports statically, so the browser fetches them in parallel. */
function chunkFilesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key) || chunk.isEntry) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFilesOf(manifest, imported, seen))]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  const { outDir, pages } = await buildSite()
  console.log(`Built the web app and prerendered ${pages} pages into ${path.relative(projectRoot, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
