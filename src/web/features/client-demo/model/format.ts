const count = new Intl.NumberFormat('en-US')

/** "20,800 NOK": grouping as the rest of the site writes numbers. */
export const formatNok = (value: number) => `${count.format(value)} NOK`
export const formatCount = (value: number) => count.format(value)

/** Time since the run started, as a log shows it: "0:04", "1:12". */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
