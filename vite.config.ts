import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
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
    // Keep the CSP free of inline script: no inlined module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Imported string constants are written in place, so a module of constants (such as
      // lib/page-markers.ts) never becomes a shared chunk that boot.ts would have to fetch.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // index.html loads the app at once (pages rendered in the browser); boot.ts loads it
      // after the first paint (prerendered pages, see scripts/build.ts).
      input: { index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/web/boot.ts', import.meta.url)) },
    },
  },
})
