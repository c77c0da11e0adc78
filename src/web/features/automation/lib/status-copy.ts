import { followUpSchedule, followUpTaskCount } from '@/shared/scoring-model'
import { emailState, scoringState, type DashboardStatus } from './status'

/**
 * The dashboard's sentences about what the automation does, each computed from the status so it
 * is true for the state (DESIGN "Every sentence is true"; docs/decisions/017): nothing says
 * "sent" unless e-mail is active, nor "AI" unless the language model scores.
 */

const followUpTimes = followUpSchedule.map((step) => step.label).join(' and ')

export type FeatureLine = { text: string; working: boolean }

export type LiveFeatures = { description: string; lines: FeatureLine[] }

/** SPEC §2 "list of four live features". */
export function liveFeatures(status: DashboardStatus): LiveFeatures {
  const processing = status.features.leadProcessing
  const email = emailState(status)
  const sending = email === 'active'
  const crm = status.details?.crm?.state
  return {
    description: processing ? 'What runs for every new lead, around the clock.' : 'Nothing runs while lead processing is offline; this is what runs once it is back.',
    lines: [
      { text: scoringLine(status), working: status.features.leadScoring && scoringState(status) !== 'degraded' },
      { text: replyLines[email], working: sending },
      {
        text: `${followUpTaskCount} follow-up tasks created in your CRM for every lead${crm === 'configured' ? ' and mirrored to Notion' : crm === 'failing' ? ' (mirroring them to Notion is failing)' : ''}`,
        working: status.features.taskGeneration && crm !== 'failing',
      },
      {
        text: sending
          ? `Follow-up e-mails sent at ${followUpTimes}, unless the lead unsubscribes`
          : `Follow-up e-mails scheduled at ${followUpTimes}, kept in the outbox while e-mail is not sending`,
        working: sending,
      },
    ],
  }
}

function scoringLine(status: DashboardStatus): string {
  switch (scoringState(status)) {
    case 'openai':
      return 'Every lead scored 0-100 and prioritised by the AI model'
    case 'local':
      return 'Every lead scored 0-100 and prioritised by the local rules, at once'
    case 'degraded':
      return 'Every lead scored 0-100 and prioritised: by the local rules while the AI model is failing'
    case 'active':
      return 'Every lead scored 0-100 and prioritised'
    default:
      return 'Leads are not being scored right now'
  }
}

const replyLines: Record<ReturnType<typeof emailState>, string> = {
  active: 'A personal e-mail reply written and sent within seconds',
  local: 'A personal e-mail reply written for every lead and kept in the outbox: no mail server is configured, so it is not sent',
  unverified: 'A personal e-mail reply written and handed to your mail server, which has not answered yet',
  failing: 'A personal e-mail reply written for every lead, but sending fails: it stays in the outbox',
  offline: 'No e-mail is written or sent while the job queue is not answering',
  unknown: 'Personal e-mail replies are not being sent right now',
}

export type ExplainerStep = { title: string; text: string }

/** SPEC §2 "four-step explainer", told for the current state. */
export function howItWorks(status: DashboardStatus): ExplainerStep[] {
  const email = emailState(status)
  const sending = email === 'active'
  const tasks = `${followUpTaskCount} follow-up tasks land in your CRM`
  return [
    { title: 'Lead submits a form', text: 'The submission is stored first, so no lead is ever lost, even when a service is down.' },
    scoringSteps[scoringState(status)],
    {
      title: 'Personal reply and tasks',
      text: {
        active: `A personal e-mail goes out at once and ${tasks}.`,
        local: `A personal e-mail is written and kept in the outbox (no mail server is configured), and ${tasks}.`,
        unverified: `A personal e-mail is written and handed to your mail server, which has not answered yet, and ${tasks}.`,
        failing: `A personal e-mail is written but sending fails, so it stays in the outbox; ${tasks}.`,
        offline: `Once the job queue answers again, a personal e-mail is written and ${tasks}.`,
        unknown: `A personal e-mail is written, but not sent right now; ${tasks}.`,
      }[email],
    },
    sending
      ? { title: 'Follow-ups run themselves', text: `Follow-up e-mails at ${followUpTimes}; you get an e-mail about every new lead.` }
      : {
          title: 'Follow-ups are scheduled',
          text: `Follow-up e-mails are scheduled at ${followUpTimes} and kept in the outbox until e-mail sends; every new lead is in your back office.`,
        },
  ]
}

export type Completion = { complete: boolean; title: string; text: string }

/** SPEC §2 "completion banner": complete only when all four features work. */
export function completion(status: DashboardStatus): Completion {
  const { leadProcessing, emailAutomation, taskGeneration, leadScoring } = status.features
  if (leadProcessing && emailAutomation && taskGeneration && leadScoring) {
    return {
      complete: true,
      title: 'Your lead response system is complete',
      text: 'Every lead is captured, scored, answered and followed up automatically, day and night.',
    }
  }
  if (!leadProcessing) {
    return {
      complete: false,
      title: 'Your lead response system is offline',
      text: 'Lead processing is not running right now, so new leads are not scored, answered or followed up until it is back.',
    }
  }
  const email = emailState(status)
  const done = ['captured', ...(leadScoring ? ['scored'] : []), ...(taskGeneration ? ['given follow-up tasks'] : [])]
  const missing = [
    ...(emailAutomation ? [] : [emailGaps[email === 'active' ? 'unknown' : email]]),
    ...(leadScoring ? [] : ['leads are not being scored right now']),
    ...(taskGeneration ? [] : ['follow-up tasks are not being created right now']),
  ]
  return {
    complete: false,
    title: 'Your lead response system is almost complete',
    text: `Every lead is ${joinWords(done)}, but ${missing.join('; ')}.`,
  }
}

const emailGaps: Record<ReturnType<typeof emailState>, string> = {
  active: '',
  local: 'no e-mail is sent until a mail server (SMTP_URL) is configured',
  failing: 'sending e-mail fails, so replies and follow-ups wait in the outbox',
  unverified: 'the mail server has not answered yet',
  offline: 'no e-mail is sent while the job queue is not answering',
  unknown: 'e-mail is not being sent right now',
}

const joinWords = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

const scoringSteps: Record<ReturnType<typeof scoringState>, ExplainerStep> = {
  openai: { title: 'AI scores the lead', text: 'The AI model reads the request; the lead is scored 0-100 and prioritised High, Medium or Low.' },
  local: { title: 'The lead is scored', text: 'The local rules score the lead 0-100 and prioritise it High, Medium or Low, at once.' },
  degraded: { title: 'The lead is scored', text: 'The AI model is failing, so the local rules score the lead 0-100 and prioritise it High, Medium or Low.' },
  active: { title: 'The lead is scored', text: 'The lead is scored 0-100 and prioritised High, Medium or Low.' },
  offline: { title: 'The lead is scored', text: 'Once the job queue answers again, the lead is scored 0-100 and prioritised High, Medium or Low.' },
  unknown: { title: 'The lead is scored', text: 'Once scoring runs again, the lead is scored 0-100 and prioritised High, Medium or Low.' },
}
