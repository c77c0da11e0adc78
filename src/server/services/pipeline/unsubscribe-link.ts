import type { AppConfig } from '@/server/config'

/** The link in every e-mail to a lead: GET shows a confirmation page, POST unsubscribes. */
export function unsubscribeUrl(config: Pick<AppConfig, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`
}
