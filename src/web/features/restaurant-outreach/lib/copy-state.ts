import type { TimedMachine } from '@/web/lib/clock'
import type { TemplateId } from './types'

/** SPEC §2/§9: after a copy the button reads 'Copied!' for 2 s. */
export const COPIED_LABEL_MS = 2000

export type CopyState = {
  status: 'idle' | 'copied' | 'failed'
  templateId: TemplateId | null
  /** Bumped on every copy, so copying again restarts the 2 s. */
  sequence: number
}

export type CopyEvent = { type: 'copied'; templateId: TemplateId } | { type: 'failed'; templateId: TemplateId }

export const idleCopyState: CopyState = { status: 'idle', templateId: null, sequence: 0 }

export const copyMachine: TimedMachine<CopyState, CopyEvent> = {
  reduce(state, event) {
    if (event.type === 'tick') return state.status === 'idle' ? state : { ...state, status: 'idle', templateId: null }
    return { status: event.type, templateId: event.templateId, sequence: state.sequence + 1 }
  },
  delayFor: (state) => (state.status === 'idle' ? null : COPIED_LABEL_MS),
}

export function copyButtonLabel(state: CopyState, templateId: TemplateId): string {
  if (state.templateId !== templateId) return 'Copy'
  if (state.status === 'copied') return 'Copied!'
  if (state.status === 'failed') return 'Copy failed'
  return 'Copy'
}
