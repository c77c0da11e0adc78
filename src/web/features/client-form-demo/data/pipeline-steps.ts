import { followUpSchedule, followUpTaskCount } from '@/shared/scoring-model'
import type { DemoStep } from '@/web/lib/demo/types'
import type { DemoResults } from '../lib/results'

type FormPipelineStep = DemoStep & {
  key: string
  /** What happens inside the step. */
  details: readonly string[]
  /** The call the step makes. */
  apiCall: string
  /** Which provider status from the response belongs to this step's call. */
  service?: keyof DemoResults['services']
}

const followUps = followUpSchedule.map((step) => step.label).join(' and ')

/** SPEC §2: the form demo's six-step pipeline, with process details and API call lines. */
export const formPipelineSteps: readonly FormPipelineStep[] = [
  {
    key: 'capture',
    title: 'Form Submission',
    description: 'Your details are checked and stored before anything else runs.',
    details: ['Required fields checked', 'Spam checks run on the server', 'Stored first, so no lead is lost'],
    apiCall: 'POST /api/contact',
  },
  {
    key: 'analysis',
    title: 'AI Lead Analysis',
    description: 'Industry, size, needs and urgency are read and scored 0-100.',
    details: ['Twelve factors in four weighted groups', 'Score and priority assigned'],
    apiCall: 'OpenAI · chat completion (low temperature, max 500 tokens)',
    service: 'openai',
  },
  {
    key: 'email',
    title: 'Personalized Email',
    description: 'A reply is written for this business; with a mail server configured it goes out at once.',
    details: ['Written for the industry and the request', 'Unsubscribe link included'],
    apiCall: 'SMTP · send personal reply',
    service: 'email',
  },
  {
    key: 'crm',
    title: 'CRM Integration',
    description: 'The lead is saved with its score and mirrored to Notion.',
    details: ['Lead record with score breakdown', 'One lead per e-mail address'],
    apiCall: 'Notion · create page in Leads',
    service: 'notion',
  },
  {
    key: 'tasks',
    title: 'Task Automation',
    description: `${followUpTaskCount} follow-up tasks are created and follow-up e-mails scheduled.`,
    details: [`${followUpTaskCount} follow-up tasks`, `Follow-up e-mails at ${followUps}`],
    apiCall: `Notion · create ${followUpTaskCount} pages in Tasks`,
  },
  {
    key: 'notify',
    title: 'Workflow & Owner Alert',
    description: 'The lead is posted to the Make.com scenario and the owner is notified.',
    details: ['Make.com webhook receives the lead', 'Owner alerted with the score'],
    apiCall: 'Make.com · scenario webhook',
    service: 'make',
  },
]

/** SPEC §8: what the pipeline shows when the submission fails. */
export const fallbackSteps = ['Fallback systems activated', 'Form still submitted', 'Manual follow-up will start'] as const
