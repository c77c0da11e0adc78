import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** The page's address: a new page starts without the last page's error. */
  resetKey: string
}

type State = { error: Error | null; resetKey: string }

/**
 * The app shell's last line: a page that throws while rendering, or whose code cannot be loaded
 * even after the reload of lib/chunk-reload.ts, shows this screen with a way to try again,
 * instead of a blank page. Plain elements only: it ships in the entry chunk every page loads.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page could not be shown', error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main id="main" className="flex min-h-screen items-center justify-center bg-ink-50 px-4 py-16">
        <div role="alert" className="w-full max-w-md space-y-4 rounded-xl border border-border bg-white p-6 shadow-sm">
          <h1 className="text-h3 font-bold text-ink-900">This page could not be shown</h1>
          <p className="text-small text-ink-600">
            Something went wrong while loading it: perhaps a lost connection, or a new version of the site.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Try again
            </button>
            <a href="/" className="inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-semibold text-ink-900 hover:bg-ink-50">
              Return to Homepage
            </a>
          </div>
        </div>
      </main>
    )
  }
}
