import { formatCount } from '@/web/lib/format'

/** "20,800 NOK": grouping as the rest of the site writes numbers. */
export const formatNok = (value: number) => `${formatCount(value)} NOK`

/** Time since the run started, as a log shows it: "0:04", "1:12". */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
