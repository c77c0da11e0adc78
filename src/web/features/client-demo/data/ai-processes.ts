import type { ProcessCard } from '../model/ai-process'
import processes from './ai-processes.json'

/** The four analyses behind the Business Analysis figures, five sub-steps each. */
export const aiProcesses: readonly ProcessCard[] = processes
