/**
 * Every queue the workers serve, named once. Data shapes live beside each handler. The
 * lead-response pipeline (handlers/pipeline.ts): an analysed submission commits its first-answer
 * and follow-through jobs (with a language model, an analysis job comes first and commits them);
 * the follow-through commits the task set, the delayed follow-ups and the CRM, Make and owner jobs.
 */
export const jobNames = {
  analyseLead: 'lead-analyse',
  firstAnswer: 'lead-first-answer',
  followThrough: 'lead-follow-through',
  mirrorToCrm: 'lead-crm-mirror',
  postToMake: 'lead-make-webhook',
  notifyOwner: 'lead-owner-notification',
  followUp: 'lead-follow-up',
  /** The back office (handlers/back-office.ts): the outreach e-mail of a lead added in the CRM. */
  sendOutreach: 'lead-outreach-email',
  /** A sales task added in the back office, mirrored to the Notion tasks database. */
  mirrorTask: 'task-crm-mirror',
  /**
   * The assessment's promised report (handlers/assessment-report.ts): the AI analysis e-mail,
   * delayed from the submission; it schedules the strategy report e-mail.
   */
  reportAnalysis: 'assessment-report-analysis',
  reportStrategy: 'assessment-report-strategy',
  /**
   * Business research (handlers/research.ts): one run asks the places source and analyses what it
   * finds; the weekly schedule (RESEARCH_SCHEDULE) enqueues a run of its own.
   */
  researchRun: 'research-run',
  researchSchedule: 'research-schedule',
  /** The research tab's 'Send Email' (handlers/research.ts): the e-mail the operator confirmed. */
  sendResearchOutreach: 'research-outreach-email',
  /**
   * A booked call's e-mails (handlers/booking.ts): the confirmation and the owner's notice at once,
   * the reminders delayed until 24 h and 1 h before the call, the change and cancellation notices.
   */
  bookingEmail: 'booking-email',
  /** The owner's weekly digest (issue 24; services/insights/weekly-digest.ts), Mondays 08:00 OWNER_TIME_ZONE. */
  weeklyDigest: 'insights-weekly-digest',
  /**
   * Texts (issue 31; handlers/texts.ts): the first answer by text, seconds after the analysis,
   * and a text that waits (quiet hours, the Day 3 text); the Day 7 'Call {name}' task.
   */
  firstText: 'lead-first-text',
  sendText: 'lead-text',
  callTask: 'lead-call-task',
  /** Issue 33 (handlers/ads.ts): a lead from an ad platform's lead form, read and answered. */
  adLead: 'ad-lead',
  /** Issue 33 (handlers/ads.ts): a booked call or a won customer told to Meta's Conversions API. */
  metaConversion: 'meta-conversion',
  /**
   * Issue 34 (handlers/pipeline.ts): one outbox e-mail sent on its own: the owner's notice that the
   * hourly cap holds e-mails, and each held e-mail the owner released.
   */
  outboxEmail: 'outbox-email',
  /** Issue 23 (handlers/inbound.ts): the owner told of a lead's reply read from the mailbox. */
  inboundNotification: 'inbound-reply-notification',
} as const

export type JobName = (typeof jobNames)[keyof typeof jobNames]
