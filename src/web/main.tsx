import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './app/app'
import { initAnalytics } from './lib/analytics'
import './styles/index.css'

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// Public pages arrive prerendered: hydrate them, in a transition, so React yields to the browser
// every few milliseconds instead of blocking a slow phone's main thread for the whole page
// (lib/hydrate-islands.tsx does the same). The others arrive as an empty shell.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)

initAnalytics()
