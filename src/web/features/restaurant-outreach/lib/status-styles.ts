import type { BadgeStyle } from '@/web/components/ui/badge'
import type { ProspectPriority, ProspectStatus } from './types'

export const prospectStatusStyle: Record<ProspectStatus, BadgeStyle> = {
  interested: { variant: 'success', label: 'Interested' },
  demo_scheduled: { variant: 'info', label: 'Demo Scheduled' },
  contacted: { variant: 'warning', label: 'Contacted' },
  new_lead: { variant: 'secondary', label: 'New Lead' },
}

export const priorityStyle: Record<ProspectPriority, BadgeStyle> = {
  high: { variant: 'danger', label: 'High priority' },
  medium: { variant: 'warning', label: 'Medium priority' },
  low: { variant: 'outline', label: 'Low priority' },
}
