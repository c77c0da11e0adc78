/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; unset means no analytics. */
  readonly VITE_GA_MEASUREMENT_ID?: string
  /** The year of the build (vite.config.ts), for copyright lines that must match prerendered HTML. */
  readonly VITE_BUILD_YEAR: string
}
