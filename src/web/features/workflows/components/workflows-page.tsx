import type { ReactNode } from 'react'
import { Bot, FileText, LayoutTemplate, Workflow } from 'lucide-react'
import { PageHeader } from '@/web/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { useSignedOutWhenSessionEnds } from '../hooks/use-session-expiry'
import { workflowsCopy } from '../lib/copy'
import { InternalAutomationTab } from './internal-automation-tab'
import { OperatorOnly } from './operator-only'
import { ProposalsTab } from './proposals-tab'
import { TemplatesTab } from './templates-tab'
import { TriggerResearchButton } from './trigger-research-button'

/**
 * /workflows (SPEC §2 "Workflows"): the public template catalogue for everyone; proposals, the
 * research workflow's status and its trigger for the operator, each replaced by a sign-in note
 * otherwise.
 */
export function WorkflowsPage() {
  useSignedOutWhenSessionEnds()
  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <PageHeader
        stackUntil="lg"
        eyebrow={{ icon: Workflow, label: 'Automation workflows' }}
        title={workflowsCopy.title}
        description="Ready-to-import n8n workflows for our clients, proposals matched to the businesses our research found, and the weekly research that finds them."
        actions={
          <div className="lg:max-w-md lg:shrink-0">
            <OperatorOnly compact action="trigger the research workflow">
              <TriggerResearchButton label={workflowsCopy.triggerWorkflow} size="lg" className="w-full sm:w-auto" />
            </OperatorOnly>
          </div>
        }
      />

      <Tabs defaultValue="templates" className="gap-6">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
          <Trigger value="templates" icon={<LayoutTemplate />}>
            Workflow Templates
          </Trigger>
          <Trigger value="proposals" icon={<FileText />}>
            Client Proposals
          </Trigger>
          <Trigger value="internal" icon={<Bot />}>
            Internal Automation
          </Trigger>
        </TabsList>
        <TabsContent value="templates" className="space-y-5">
          <TabIntro title="Workflow templates">Each one imports into n8n as it is: export the JSON, or look at its steps first.</TabIntro>
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="proposals" className="space-y-5">
          <TabIntro title="Client proposals">Researched companies, each with the template that fits it and what it would save.</TabIntro>
          <ProposalsTab />
        </TabsContent>
        <TabsContent value="internal">
          <InternalAutomationTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}

function Trigger({ value, icon, children }: { value: string; icon: ReactNode; children: ReactNode }) {
  return (
    <TabsTrigger value={value} className="h-auto px-2 py-2 text-center leading-tight whitespace-normal sm:px-3 sm:whitespace-nowrap">
      <span aria-hidden="true" className="hidden sm:inline-flex">
        {icon}
      </span>
      {children}
    </TabsTrigger>
  )
}

function TabIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-h3 text-ink-900">{title}</h2>
      <p className="mt-1 text-muted-foreground">{children}</p>
    </div>
  )
}
