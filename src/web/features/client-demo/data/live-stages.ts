import type { LiveStage } from '../model/live-demo'
import stages from './live-stages.json'

/**
 * SPEC §9: the four stages last 4000, 3500, 3000 and 2500 ms. Feed lines appear as a stage's
 * progress passes `atPercent` (0: as the stage starts).
 */
export const liveStages: readonly LiveStage[] = stages
