// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Lint, with the architecture's boundaries as rules a machine checks (docs/decisions/015):
 * web and server never import each other; features never import features; lower layers never
 * import higher ones; domain logic imports nothing with side effects; no import cycles anywhere.
 */

// Every folder under src/web/features is a feature: a new one is fenced in without a list to update.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const zones = [
  // One application, two sides: they meet only in src/shared.
  { target: './src/web', from: './src/server', message: 'The web app never imports server code; share it through src/shared.' },
  { target: './src/server', from: './src/web', message: 'The server never imports web code; share it through src/shared.' },
  { target: './src/shared', from: ['./src/web', './src/server'], message: 'src/shared is imported by both sides and imports neither.' },
  // Web: components/hooks/lib ← features ← routes ← app.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece to src/web/components or src/web/lib.',
  })),
  { target: './src/web/features', from: ['./src/web/app', './src/web/routes'], message: 'Features are composed by routes; they never import them.' },
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib'],
    from: ['./src/web/features', './src/web/routes', './src/web/app'],
    message: 'Shared web code never imports features, routes or the app shell.',
  },
  { target: './src/web/routes', from: './src/web/app', message: 'Route files are loaded by the app shell; they never import it.' },
  // Server: domain ← db ← services ← routes/jobs handlers ← app.
  {
    target: './src/server/domain',
    from: ['./src/server/db/client.ts', './src/server/services', './src/server/routes', './src/server/plugins', './src/server/jobs', './src/server/providers', './src/server/app.ts', './src/server/main.ts'],
    message: 'Domain logic is pure: it imports no database client, service, provider, route or job.',
  },
  {
    target: './src/server/services',
    from: ['./src/server/routes', './src/server/plugins', './src/server/jobs/handlers', './src/server/app.ts', './src/server/main.ts'],
    message: 'Services do not know about HTTP routes, plugins or job handlers.',
  },
  {
    target: './src/server/providers',
    from: ['./src/server/services', './src/server/routes', './src/server/jobs', './src/server/plugins', './src/server/db/client.ts', './src/server/app.ts'],
    message: 'Providers wrap one third-party service each; they know nothing of the app around them.',
  },
  { target: './src/server/db', from: ['./src/server/services', './src/server/routes', './src/server/jobs', './src/server/plugins', './src/server/providers'], message: 'The database layer imports nothing above it.' },
  { target: './src/server/routes', from: ['./src/server/jobs/handlers', './src/server/app.ts'], message: 'Routes call services; they never import job handlers or the app.' },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', '.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // pg-boss and the SQL bridge hand back untyped rows; each `any` sits at such a boundary.
      '@typescript-eslint/no-explicit-any': 'off',
      // tsconfig's noUncheckedIndexedAccess types every `rows[0]` and `match[1]` as possibly
      // undefined; `!` is how a test or a regex match that was just checked says "it is there".
      // A wrong `!` fails loudly at that line, in a test, which is what a guard would do anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A scrolling log or region must take focus so keyboard users can scroll it (axe's
      // scrollable-region-focusable); those roles may carry tabIndex={0}.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'log', 'region'], tags: [] }],
    },
  },
)
