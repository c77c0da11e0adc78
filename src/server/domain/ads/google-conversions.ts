import { DateTime } from 'luxon'
import { csvRecord } from '@/server/domain/csv'

/**
 * Google Ads' offline conversions (issue 33 item 4), as the CSV its scheduled uploads fetch:
 * Google's template, the time zone first (`Parameters:TimeZone=…`), then one row per conversion
 * with the click id (gclid) of the ad that brought the lead. Pure: the rows are the database's.
 */
export const googleConversionNames = { booked: 'Booked call', won: 'Won customer' } as const

export type GoogleConversion = { gclid: string; kind: keyof typeof googleConversionNames; at: Date; value: number | null }

export const googleConversionsHeader = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'] as const

export function googleConversionsCsv(conversions: GoogleConversion[], timeZone: string, currency = 'USD'): string {
  return [
    `Parameters:TimeZone=${timeZone}\r\n`,
    csvRecord([...googleConversionsHeader]),
    ...conversions.map((conversion) =>
      csvRecord([
        conversion.gclid,
        googleConversionNames[conversion.kind],
        DateTime.fromJSDate(conversion.at, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm:ss'),
        conversion.value === null ? '' : String(conversion.value),
        conversion.value === null ? '' : currency,
      ]),
    ),
  ].join('')
}
