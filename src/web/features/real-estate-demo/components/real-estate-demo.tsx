import { useState } from 'react'
import { Building2, Users, Zap } from 'lucide-react'
import { island } from '@/web/components/island'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import type { Clock } from '@/web/lib/clock'
import { sampleLeads } from '../data/sample-leads'
import { sampleListings } from '../data/sample-listings'
import { addLead } from '../lib/leads'
import type { DemoLead, LeadForm as LeadFormValues } from '../lib/types'
import { ActiveLeads } from './active-leads'
import { DemoHero } from './demo-hero'
import { LeadForm } from './lead-form'
import { Listings } from './listings'
import { LiveAutomation } from './live-automation'
import { ManualComparison } from './manual-comparison'
import { MarketingAutomation } from './marketing-automation'

const triggerClassName = 'h-auto min-h-10 whitespace-normal py-2 text-center leading-tight'

/** The demo's tabs, in order: each trigger's icon and label. */
const sections = [
  { value: 'leads', icon: Users, label: 'Lead Management' },
  { value: 'marketing', icon: Building2, label: 'Property Marketing' },
  { value: 'automation', icon: Zap, label: 'Live Automation' },
] as const

/** The tabs and what they share (the leads the form adds), the page's one island (decision 049). */
function RealEstateWorkspace({ clock }: { clock?: Clock }) {
  const [leads, setLeads] = useState<readonly DemoLead[]>(sampleLeads)
  const [submitted, setSubmitted] = useState(0)

  function handleInquiry(form: LeadFormValues) {
    const sequence = submitted + 1
    setSubmitted(sequence)
    setLeads((current) => addLead(current, form, sequence))
  }

  return (
    <div className="container py-10 sm:py-12">
      <Tabs defaultValue="leads">
        <TabsList aria-label="Demo sections" className="grid h-auto w-full grid-cols-3 md:w-fit">
          {sections.map(({ value, icon: Icon, label }) => (
            <TabsTrigger key={value} value={value} className={triggerClassName}>
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="leads" className="grid items-start gap-6 lg:grid-cols-2">
          <LeadForm onSubmit={handleInquiry} />
          <ActiveLeads leads={leads} />
        </TabsContent>
        <TabsContent value="marketing" className="grid items-start gap-6 lg:grid-cols-2">
          <Listings listings={sampleListings} />
          <MarketingAutomation />
        </TabsContent>
        <TabsContent value="automation" className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <LiveAutomation clock={clock} />
          <ManualComparison />
        </TabsContent>
      </Tabs>
    </div>
  )
}
export const RealEstateWorkspaceIsland = island('real-estate-workspace', RealEstateWorkspace)

export function RealEstateDemo({ clock }: { clock?: Clock }) {
  return (
    <>
      <DemoHero />
      <RealEstateWorkspaceIsland clock={clock} />
    </>
  )
}
