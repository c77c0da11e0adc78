import { StrictMode } from 'react'
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

// Public pages arrive prerendered: hydrate them. The others arrive as an empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)

initAnalytics()
