import { eq, sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/client'
import { bookingSettings } from '@/server/db/schema'
import { availabilitySettingsSchema, type AvailabilitySettings } from '@/shared/booking'

/**
 * The availability the owner controls (issue 22 item 1): the BOOKING_* environment variables
 * until the owner saves their own in the back office; then one row in the database, which every
 * instance reads, so they all offer the same slots.
 */
export function createAvailabilityStore(db: Executor, defaults: AvailabilitySettings) {
  return {
    defaults,
    async get(executor: Executor = db): Promise<{ settings: AvailabilitySettings; customised: boolean }> {
      const [row] = await executor.select({ settings: bookingSettings.settings }).from(bookingSettings).where(eq(bookingSettings.id, 1))
      // A row written by an older version that no longer validates falls back to the defaults.
      const stored = row ? availabilitySettingsSchema.safeParse(row.settings) : undefined
      return stored?.success ? { settings: stored.data, customised: true } : { settings: defaults, customised: false }
    },
    async save(settings: AvailabilitySettings): Promise<void> {
      const sorted = { ...settings, daysOff: [...new Set(settings.daysOff)].sort() }
      await db
        .insert(bookingSettings)
        .values({ id: 1, settings: sorted })
        .onConflictDoUpdate({ target: bookingSettings.id, set: { settings: sorted, updatedAt: sql`now()` } })
    },
  }
}

export type AvailabilityStore = ReturnType<typeof createAvailabilityStore>
