import type { TestResults } from '@/shared/automation-test'
import { followUpSchedule, followUpTaskCount } from '@/shared/scoring-model'
import type { DemoStep } from '@/web/lib/demo/types'

export type PipelineStep = DemoStep & {
  key: string
  /** SPEC §9: the expected duration of the real step. */
  expected: string
  /**
   * The system-log line written when the step finishes, from the server's results and the mode
   * it ran in (the sandbox sends nothing): each line true for what the server did.
   */
  doneLog: (results: TestResults, mode: 'live' | 'sandbox') => string
}

/** SPEC §2/§9: the six steps of the lead-response pipeline, with their expected durations. */
export const pipelineSteps: readonly PipelineStep[] = [
  {
    key: 'capture',
    title: 'Lead Capture',
    description: 'The form submission is validated and stored before anything else runs.',
    expected: 'Under 1 s',
    doneLog: () => 'Lead captured and stored',
  },
  {
    key: 'analysis',
    title: 'AI Lead Analysis',
    description: 'Industry, size, urgency and needs are read and the lead is scored 0-100.',
    expected: '2-3 s',
    doneLog: (results) => `Lead scored ${results.leadScore}/100 (${results.priority} priority)`,
  },
  {
    key: 'email',
    title: 'Email Generation',
    description: 'A personal reply is written for this lead and sent at once when a mail server is connected.',
    expected: '1-2 s',
    doneLog: (results, mode) =>
      !results.emailGenerated
        ? 'No new reply: this lead was already answered'
        : mode === 'sandbox'
          ? 'Personal reply written (sandbox: kept on the server, not sent)'
          : 'Personal reply written to the outbox',
  },
  {
    key: 'crm',
    title: 'CRM Integration',
    description: 'The lead and its score are saved to the CRM, and mirrored to Notion when it is connected.',
    expected: '1-2 s',
    doneLog: () => 'Lead saved to the CRM',
  },
  {
    key: 'tasks',
    title: 'Task Automation',
    description: `${followUpTaskCount} follow-up tasks are created and follow-up e-mails scheduled at ${followUpSchedule.map((step) => step.label).join(' and ')}.`,
    expected: '2-3 s',
    doneLog: (results) => `${results.tasksCreated} follow-up tasks created, ${results.emailsScheduled} e-mails scheduled`,
  },
  {
    key: 'notify',
    title: 'Admin Notification',
    description: 'A notification for the owner is written with the lead’s score and what each step did, and sent when e-mail is connected.',
    expected: 'Under 1 s',
    doneLog: (_results, mode) =>
      mode === 'sandbox' ? 'Owner notification written (sandbox: not sent)' : 'Owner notification written to the outbox',
  },
]

/** SPEC §9: the whole pipeline's claim. */
export const pipelineTotalClaim = 'Under 10 s'

/** SPEC §2/§9 Business Impact card. */
export const businessImpact = [
  { value: '45+ min', label: 'saved per lead' },
  { value: '< 10 s', label: 'response time' },
  { value: '+400%', label: 'conversion' },
  { value: '15-25 h', label: 'busywork removed weekly' },
] as const
