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

// The whole app, for the private pages (an empty shell) and the 404 page (prerendered: hydrated
// in a transition, so React yields to the browser every few milliseconds). A public page loaded
// as a page runs only its islands instead (app/islands/, decision 049).
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)

initAnalytics()
