import { eq } from 'drizzle-orm'
import type { AppConfig } from '@/server/config'
import type { AppDatabase } from '@/server/db/client'
import { voiceCalls } from '@/server/db/schema'
import { isUuid } from '@/server/services/back-office/query-parts'

/**
 * A voicemail for the back office (issue 32 item 5): fetched from Twilio with the account's
 * credentials and passed through the server, never Twilio's own address (which the owner's
 * browser could share). Only a URL on the configured Twilio API's origin is fetched, whatever the
 * webhook stored.
 */

export type RecordingFetch =
  | { kind: 'not-found' }
  | { kind: 'unavailable'; why: string }
  | { kind: 'audio'; contentType: string; body: ArrayBuffer }

export function createRecordings(deps: { db: AppDatabase; config: AppConfig; timeoutMs: number }) {
  return {
    async fetch(callId: string): Promise<RecordingFetch> {
      if (!isUuid(callId)) return { kind: 'not-found' }
      const [call] = await deps.db.select({ url: voiceCalls.recordingUrl }).from(voiceCalls).where(eq(voiceCalls.id, callId))
      if (!call?.url) return { kind: 'not-found' }
      const twilio = deps.config.providers.twilio
      if (!twilio) return { kind: 'unavailable', why: 'Twilio is not configured: the recording cannot be fetched' }
      const origin = new URL(twilio.apiUrl).origin
      let url: URL
      try {
        url = new URL(call.url)
      } catch {
        return { kind: 'unavailable', why: 'the stored recording address is not a URL' }
      }
      if (url.origin !== origin) return { kind: 'unavailable', why: 'the recording is not on the Twilio API' }
      // Twilio answers the bare recording URL with WAV; `.mp3` asks for a smaller file.
      const response = await fetch(`${url.href.replace(/\.(wav|mp3|json)$/, '')}.mp3`, {
        headers: { authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}` },
        signal: AbortSignal.timeout(deps.timeoutMs),
      }).catch((error: unknown) => ({ ok: false as const, status: 0, error }))
      if (!response.ok || !('arrayBuffer' in response)) return { kind: 'unavailable', why: `Twilio answered ${response.status || 'nothing'}` }
      return { kind: 'audio', contentType: response.headers.get('content-type') ?? 'audio/mpeg', body: await response.arrayBuffer() }
    },
  }
}

export type Recordings = ReturnType<typeof createRecordings>
