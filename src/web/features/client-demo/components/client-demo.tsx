import { useCallback, useState } from 'react'
import { BarChart3, CalendarDays, Sparkles, Target } from 'lucide-react'
import { island } from '@/web/components/island'
import { TabbedSection } from '@/web/components/tabbed-section'
import { TabsContent } from '@/web/components/ui/tabs'
import { systemClock, useMachineRunner, type Clock } from '@/web/lib/clock'
import { lazyChart } from '@/web/lib/lazy-chart'
import { aiProcesses } from '../data/ai-processes'
import { liveStages } from '../data/live-stages'
import { nextWeekPlan } from '../data/next-week-plan'
import { createClientDemoRuns, resetClientDemo } from '../model/demo-runs'
import { AiProcessPanel } from './ai-process-panel'
import { BusinessAnalysis } from './business-analysis'
import { CurrentWeekTab } from './current-week/current-week-tab'
import { DemoControls, DemoHero } from './demo-hero'
import { ClientDemoRunsContext, useClientDemoRuns } from './demo-runs'
import { LiveOverview } from './live-overview'
import { NextWeekPanel } from './next-week-panel'

// The campaign tab is mostly a chart: its code waits until the tab is opened.
const CampaignResultsTab = lazyChart(() => import('./campaign-results').then((module) => module.CampaignResultsTab))

const tabs = [
  { value: 'current-week', label: 'Current Week', icon: CalendarDays },
  { value: 'next-week', label: 'Next Week AI', icon: Sparkles },
  { value: 'analysis', label: 'Business Analysis', icon: Target },
  { value: 'campaign', label: 'Campaign Results', icon: BarChart3 },
] as const

/** Start Demo and Reset, in the hero. */
function ClientDemoControls() {
  const runs = useClientDemoRuns()
  const [live, sendLive] = useMachineRunner(runs.live)
  const start = useCallback(() => sendLive({ type: 'start' }), [sendLive])
  const reset = useCallback(() => resetClientDemo(runs), [runs])
  return <DemoControls state={live} stages={liveStages} onStart={start} onReset={reset} />
}

/** The stages, the live numbers and the activity feed of the run the hero starts. */
function ClientDemoOverview() {
  const [live] = useMachineRunner(useClientDemoRuns().live)
  return <LiveOverview state={live} stages={liveStages} />
}

/** The four views of the restaurant, two of them with runs of their own. */
function ClientDemoViews() {
  const runs = useClientDemoRuns()
  const [live] = useMachineRunner(runs.live)
  const [nextWeek, sendNextWeek] = useMachineRunner(runs.nextWeek)
  const [analysis, sendAnalysis] = useMachineRunner(runs.analysis)
  // Stable handlers, so the memoised panels skip the live demo's 150 ms re-renders.
  const startNextWeek = useCallback(() => sendNextWeek({ type: 'start' }), [sendNextWeek])
  const startAnalysis = useCallback(() => sendAnalysis({ type: 'start' }), [sendAnalysis])
  return (
    <TabbedSection
      id="client-demo-views"
      label="Restaurant views"
      tabs={tabs}
      defaultValue="current-week"
      listClassName="grid h-auto w-full grid-cols-2 md:w-fit md:grid-cols-4"
      // Three quarters of the page's elements, below the first screen: laid out as they near it (decision 051).
      className="render-when-near"
    >
      <TabsContent value="current-week">
        <CurrentWeekTab state={live} />
      </TabsContent>
      <TabsContent value="next-week">
        <NextWeekPanel state={nextWeek} phases={nextWeekPlan} onStart={startNextWeek} />
      </TabsContent>
      <TabsContent value="analysis">
        <BusinessAnalysis>
          <AiProcessPanel state={analysis} cards={aiProcesses} onStart={startAnalysis} />
        </BusinessAnalysis>
      </TabsContent>
      <TabsContent value="campaign">
        <CampaignResultsTab />
      </TabsContent>
    </TabbedSection>
  )
}

/**
 * Three islands (decision 049), each hydrated when it nears the screen: the controls, the
 * overview and the views. They share the runs of `model/demo-runs.ts`, so Start in the hero
 * moves the overview and the Current Week tab, and Reset stops every run.
 */
export const ClientDemoControlsIsland = island('client-demo-controls', ClientDemoControls)
export const ClientDemoOverviewIsland = island('client-demo-overview', ClientDemoOverview)
export const ClientDemoViewsIsland = island('client-demo-views', ClientDemoViews)

/** The page: a visit through the router (or a test's `clock`) gets runs of its own. */
export function ClientDemo({ clock }: { clock?: Clock }) {
  const [runs] = useState(() => createClientDemoRuns(clock ?? systemClock))
  return (
    <ClientDemoRunsContext.Provider value={runs}>
      <DemoHero controls={<ClientDemoControlsIsland />} />
      <div className="container grid gap-10 py-10 sm:py-12">
        <ClientDemoOverviewIsland />
        <ClientDemoViewsIsland />
      </div>
    </ClientDemoRunsContext.Provider>
  )
}
