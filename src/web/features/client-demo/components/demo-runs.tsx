import { createContext, useContext } from 'react'
import { systemClock } from '@/web/lib/clock'
import { createClientDemoRuns, type ClientDemoRuns } from '../model/demo-runs'

/**
 * Loaded as a page, each island of the demo hydrates as a root of its own: they meet at this
 * page load's runs. Rendered inline (a visit through the router, a test), the page gives each
 * visit runs of its own through the provider.
 */
const pageLoadRuns = createClientDemoRuns(systemClock)

export const ClientDemoRunsContext = createContext<ClientDemoRuns>(pageLoadRuns)

export const useClientDemoRuns = () => useContext(ClientDemoRunsContext)
