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
} as const

export type JobName = (typeof jobNames)[keyof typeof jobNames]
