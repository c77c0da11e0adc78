import { businessTypes, painPoints, revenueRanges } from '@/shared/assessment'
import { crmCopy, type CreateTaskResponse } from '@/shared/admin'

const labelFrom = (options: readonly { value: string; label: string }[]) => (value: string) =>
  options.find((option) => option.value === value)?.label ?? value

/** An assessment's stored answer values shown as the form's labels ('hvac' → 'HVAC'). */
export const businessTypeLabel = labelFrom(businessTypes)
export const painPointLabel = labelFrom(painPoints)
export const revenueLabel = labelFrom(revenueRanges)

/** SPEC §4 task outcome: which toast title follows POST /api/notion/tasks. */
export function taskToastTitle(automation: CreateTaskResponse['automation']): string {
  if (automation.actuallyCompleted) return crmCopy.taskCompleted
  if (automation.autoPrepared) return crmCopy.taskPrepared
  return crmCopy.taskAdded
}

/** "Showing 11–20 of 23" for a page of a list. */
export function pageRange({ page, pageSize, total }: { page: number; pageSize: number; total: number }): string {
  if (total === 0) return 'No results'
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return first > total ? `${total} in total` : `Showing ${first}–${last} of ${total}`
}

export function pageCount({ pageSize, total }: { pageSize: number; total: number }): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
