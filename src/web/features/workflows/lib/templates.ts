import type { WorkflowTemplate } from '@/shared/workflows'

/** The industry filter's choice that shows every template (SPEC §2 "All plus distinct industries"). */
export const allIndustries = 'All'

/** The filter's buttons: 'All', then each industry once, in catalogue order. */
export function industryFilters(templates: readonly Pick<WorkflowTemplate, 'industry'>[]): string[] {
  return [allIndustries, ...new Set(templates.map((template) => template.industry))]
}

/** The templates of one industry, or all of them for 'All'. */
export function filterByIndustry<T extends Pick<WorkflowTemplate, 'industry'>>(templates: readonly T[], industry: string): T[] {
  return industry === allIndustries ? [...templates] : templates.filter((template) => template.industry === industry)
}

/** SPEC §7: the export is saved as {id}-workflow.json (the server's Content-Disposition says the same). */
export function exportFileName(id: string): string {
  return `${id}-workflow.json`
}

/** Known n8n node names, where splitting the camelCase name would read wrong. */
const nodeLabels: Readonly<Record<string, string>> = {
  httpRequest: 'HTTP Request',
  if: 'If',
  emailSend: 'Send Email',
  scheduleTrigger: 'Schedule Trigger',
  set: 'Edit Fields (Set)',
  code: 'Code',
  splitOut: 'Split Out',
  removeDuplicates: 'Remove Duplicates',
  googleSheets: 'Google Sheets',
  googleCalendar: 'Google Calendar',
  postgres: 'Postgres',
  twilio: 'Twilio',
  wait: 'Wait',
  webhook: 'Webhook',
  openAi: 'OpenAI',
}

/**
 * What an n8n node type is called in n8n's editor: 'n8n-nodes-base.httpRequest' → 'HTTP Request'.
 * An unknown type reads as its name split at its capitals ('fooBarBaz' → 'Foo Bar Baz').
 */
export function nodeTypeLabel(type: string): string {
  const name = type.slice(type.lastIndexOf('.') + 1)
  const known = nodeLabels[name]
  if (known !== undefined && Object.hasOwn(nodeLabels, name)) return known
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim()
  return words === '' ? type : words.charAt(0).toUpperCase() + words.slice(1)
}
