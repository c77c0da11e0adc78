import type { LeadStatus } from '@/shared/admin'

/**
 * SPEC §4 CRM badge colours as tinted pairs (50 fill, 200 border, 800/900 text: each ≥ 6:1, so
 * AA holds in dense lists): status Interested green, Demo Scheduled blue, Contacted yellow, New
 * grey, Proposal Sent purple, anything else grey; priority High red, Medium yellow, Low green.
 * The outcomes beyond SPEC (decision 037): Won emerald, Lost red.
 */
export const badgeTones = {
  green: 'border-accent-200 bg-accent-50 text-accent-800',
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  grey: 'border-ink-200 bg-ink-100 text-ink-800',
  purple: 'border-purple-200 bg-purple-50 text-purple-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  emerald: 'border-emerald-300 bg-emerald-100 text-emerald-900',
} as const
export type BadgeTone = keyof typeof badgeTones

const statusTones: Record<LeadStatus, BadgeTone> = {
  Interested: 'green',
  'Demo Scheduled': 'blue',
  Contacted: 'yellow',
  New: 'grey',
  'Proposal Sent': 'purple',
  Won: 'emerald',
  Lost: 'red',
}

const priorityTones: Record<string, BadgeTone> = { High: 'red', Medium: 'yellow', Low: 'green' }

export function statusTone(status: string): BadgeTone {
  return statusTones[status as LeadStatus] ?? 'grey'
}

export function priorityTone(priority: string): BadgeTone {
  return priorityTones[priority] ?? 'grey'
}

export function statusBadgeClass(status: string): string {
  return badgeTones[statusTone(status)]
}

export function priorityBadgeClass(priority: string): string {
  return badgeTones[priorityTone(priority)]
}
