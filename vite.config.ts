import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const src = fileURLToPath(new URL('./src', import.meta.url))
const islandsDir = fileURLToPath(new URL('./src/web/app/islands', import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: 'public',
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  // The prerendered HTML and the browser bundle come from one build, so they agree on the year.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Keep the CSP free of inline script: no inlined module preload polyfill. An islands page's
    // code needs no preload list in its imports: boot.ts preloads every file of it after the first
    // paint (the page's <meta name="app-code">, decision 052).
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies, { hostId }) => (/(^|\/)(islands-|hydrate-islands)/.test(hostId) ? [] : dependencies) },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Imported string constants are written in place, so a module of constants (such as
      // lib/page-markers.ts) never becomes a shared chunk that boot.ts would have to fetch.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // Entries are loaded, never imported for their exports: the bundler may reshape them
      // (the prerenderer's bundle imports its entry's export, so it keeps them).
      preserveEntrySignatures: isSsrBuild ? 'strict' : false,
      output: isSsrBuild ? {} : {
        // A page's code in few files (decision 033): each request costs a round trip, and a phone
        // on HTTP/1.1 fetches six at a time. React, in every page's code, is one file cached
        // across pages; a shared chunk under 8 KB is copied into the chunks that use it instead
        // of being a file of its own (pages had 16-40 files, mostly icons and small UI parts).
        codeSplitting: {
          groups: [
            // With lucide's icon factory, which every island with an icon uses too, and the
            // islands' hydration (lib/hydrate-island-root.tsx, React's part of it): one file
            // compresses better than three (the home page's 100 KB budget). Not Vite's preload
            // helper: an islands entry uses it at load and React only when an island hydrates
            // (decision 052).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])|src[\\/]web[\\/]lib[\\/]hydrate-island-root\.tsx$/, priority: 30 },
            // What every islands entry runs at load (decision 052), with Vite's preload helper for
            // its imports: in one file the islands' code imports too, rather than copied into both.
            { name: 'islands-runtime', test: /src[\\/]web[\\/]lib[\\/](hydrate-islands|held-input|analytics)\.ts$|src[\\/]web[\\/]features[\\/]home[\\/]lib[\\/](land-on-hash-section|scroll-to-section)\.ts$|vite[\\/]preload-helper/, priority: 25 },
            // TanStack Query, for the pages that call the API, in one file rather than five.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
          ],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
      // index.html loads the app at once (pages rendered in the browser); on prerendered pages
      // boot.ts (built on its own by scripts/build.ts and inlined) loads it after the first
      // paint, or, on a public page, only the page's islands (decisions 033 and 049).
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        // Each public page's islands (src/web/app/islands/<page>.tsx; entries.ts says which page loads which).
        ...Object.fromEntries(
          readdirSync(islandsDir)
            .filter((file) => file.endsWith('.tsx'))
            .map((file) => [`islands-${file.replace(/\.tsx$/, '')}`, `${islandsDir}/${file}`]),
        ),
      },
    },
  },
}))
