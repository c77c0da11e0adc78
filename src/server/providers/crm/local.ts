import { succeeded, type CrmProvider } from '../types'

/** The local twin: our own leads and tasks tables are the CRM; nothing is mirrored. */
export function createLocalCrm(): CrmProvider {
  return {
    kind: 'local',
    mirrorsTasks: false,
    async mirrorLead() {
      return succeeded({ pageId: null, created: false })
    },
    async mirrorTask() {
      return succeeded({ pageId: null, created: false })
    },
    async test() {
      return succeeded({ databases: [] })
    },
  }
}
