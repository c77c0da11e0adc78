import type { ReactNode } from 'react'
import { Bot, LoaderCircle, Mail, Play, Workflow, Database, type LucideIcon } from 'lucide-react'
import { IconBadge } from '@/web/components/content/icon-badge'
import { Button } from '@/web/components/ui/button'
import { useRunAutomationTest } from '../api/run-automation-test'
import { useTestEmail } from '../api/test-email'
import { useTestMake } from '../api/test-make'
import { useTestNotion } from '../api/test-notion'
import { useTestOpenai } from '../api/test-openai'
import { DashboardCard } from './dashboard-card'
import { FullTestResult } from './full-test-result'
import { EmailResult, MakeResult, NotionResult, OpenaiResult } from './service-test-results'

/** SPEC §2 "Test & Monitor": one button per connected service, plus the whole pipeline. */
export function TestAndMonitor() {
  const openai = useTestOpenai()
  const make = useTestMake()
  const notion = useTestNotion()
  const email = useTestEmail()
  const full = useRunAutomationTest()
  // The connected services, one row each; the full test, which uses them all, comes last.
  const services = [
    { icon: Bot, name: 'OpenAI', text: 'Lead analysis and personal replies', label: 'Test OpenAI API', pending: openai.isPending, onRun: () => openai.mutate(), result: <OpenaiResult data={openai.data} error={openai.error} /> },
    { icon: Workflow, name: 'Make.com', text: 'Scenarios and the new-lead webhook', label: 'Test Make.com API', pending: make.isPending, onRun: () => make.mutate(), result: <MakeResult data={make.data} error={make.error} /> },
    { icon: Database, name: 'Notion', text: 'CRM mirror of leads and tasks', label: 'Test Notion API', pending: notion.isPending, onRun: () => notion.mutate(), result: <NotionResult data={notion.data} error={notion.error} /> },
    { icon: Mail, name: 'Email', text: 'Personal replies and follow-ups', label: 'Test Email Service', pending: email.isPending, onRun: () => email.mutate(), result: <EmailResult data={email.data} error={email.error} /> },
  ]

  return (
    <DashboardCard
      title="Test & Monitor"
      description="Check each connected service, or run the whole pipeline on a sample lead. Service tests need the operator sign-in; signed out, the full test runs in sandbox mode."
    >
      <ul className="divide-y divide-border">
        {services.map(({ result, ...service }) => (
          <TestRow key={service.name} {...service}>
            {result}
          </TestRow>
        ))}
        <TestRow
          icon={Play}
          name="Full automation"
          text="Capture, scoring, reply, tasks and follow-ups on a sample lead"
          label="Test Full Automation"
          primary
          pending={full.isPending}
          onRun={() => full.mutate()}
        >
          <FullTestResult data={full.data} error={full.error} />
        </TestRow>
      </ul>
    </DashboardCard>
  )
}

function TestRow({
  icon,
  name,
  text,
  label,
  primary = false,
  pending,
  onRun,
  children,
}: {
  icon: LucideIcon
  name: string
  text: string
  label: string
  primary?: boolean
  pending: boolean
  onRun: () => void
  children: ReactNode
}) {
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <IconBadge icon={icon} className="size-9" />
          <div>
            <h3 className="font-semibold text-ink-900">{name}</h3>
            <p className="text-small text-muted-foreground">{text}</p>
          </div>
        </div>
        <Button
          variant={primary ? 'default' : 'outline'}
          className="w-full sm:w-52"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onRun}
        >
          {pending && <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />}
          {label}
        </Button>
      </div>
      <div aria-live="polite">{children}</div>
    </li>
  )
}
