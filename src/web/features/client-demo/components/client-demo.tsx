import { useCallback } from 'react'
import { BarChart3, CalendarDays, Sparkles, Target } from 'lucide-react'
import { island } from '@/web/components/island'
import { TabbedSection } from '@/web/components/tabbed-section'
import { TabsContent } from '@/web/components/ui/tabs'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
import { aiProcesses } from '../data/ai-processes'
import { customerMessages } from '../data/customer-messages'
import { liveStages } from '../data/live-stages'
import { nextWeekPlan } from '../data/next-week-plan'
import { createAiProcessMachine } from '../model/ai-process'
import { createLiveDemoMachine } from '../model/live-demo'
import { createNextWeekMachine } from '../model/next-week'
import { AiProcessPanel } from './ai-process-panel'
import { BusinessAnalysis } from './business-analysis'
import { lazyChart } from '@/web/lib/lazy-chart'
import { CurrentWeekTab } from './current-week/current-week-tab'
import { DemoHero } from './demo-hero'
import { LiveOverview } from './live-overview'
import { NextWeekPanel } from './next-week-panel'

// The campaign tab is mostly a chart: its code waits until the tab is opened.
const CampaignResultsTab = lazyChart(() => import('./campaign-results').then((module) => module.CampaignResultsTab))

const liveDemoMachine = createLiveDemoMachine(liveStages, customerMessages)
const nextWeekMachine = createNextWeekMachine(nextWeekPlan)
const aiProcessMachine = createAiProcessMachine(aiProcesses)

const tabs = [
  { value: 'current-week', label: 'Current Week', icon: CalendarDays },
  { value: 'next-week', label: 'Next Week AI', icon: Sparkles },
  { value: 'analysis', label: 'Business Analysis', icon: Target },
  { value: 'campaign', label: 'Campaign Results', icon: BarChart3 },
] as const

/**
 * The three timed machines live here, above the tabs, so switching tabs never stops a run;
 * each stops its timer when the page unmounts.
 */
export function ClientDemo({ clock }: { clock?: Clock }) {
  const [live, sendLive] = useTimedMachine(liveDemoMachine, liveDemoMachine.initialState, clock)
  const [nextWeek, sendNextWeek] = useTimedMachine(nextWeekMachine, nextWeekMachine.initialState, clock)
  const [analysis, sendAnalysis] = useTimedMachine(aiProcessMachine, aiProcessMachine.initialState, clock)

  // Stable handlers, so the memoised panels skip the live demo's 150 ms re-renders.
  const startLive = useCallback(() => sendLive({ type: 'start' }), [sendLive])
  const startNextWeek = useCallback(() => sendNextWeek({ type: 'start' }), [sendNextWeek])
  const startAnalysis = useCallback(() => sendAnalysis({ type: 'start' }), [sendAnalysis])
  const resetAll = useCallback(() => {
    sendLive({ type: 'reset' })
    sendNextWeek({ type: 'reset' })
    sendAnalysis({ type: 'reset' })
  }, [sendLive, sendNextWeek, sendAnalysis])

  return (
    <>
      <DemoHero state={live} stages={liveStages} onStart={startLive} onReset={resetAll} />
      <div className="container grid gap-10 py-10 sm:py-12">
        <LiveOverview state={live} stages={liveStages} />
        <TabbedSection
          id="client-demo-views"
          label="Restaurant views"
          tabs={tabs}
          defaultValue="current-week"
          listClassName="grid h-auto w-full grid-cols-2 md:w-fit md:grid-cols-4"
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
      </div>
    </>
  )
}

/** The demo is one island (decision 049): its three machines drive the hero, the overview and the tabs together. */
export const ClientDemoIsland = island('client-demo', ClientDemo)
