import type { z } from 'zod'
import { serviceTestErrors } from '@/shared/automation'

/** SPEC §8: what a failed service test says when the server gives no error text. */
export const serviceTestDefaults = serviceTestErrors

type ServiceTestBody = { success: boolean; error?: string }

/** The server's own error text (`{ error }`), or the default for that service. */
export function readServiceTestError(body: unknown, fallback: string): string {
  if (body !== null && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown }
    if (typeof error === 'string' && error.trim() !== '') return error
  }
  return fallback
}

/**
 * Turns a service test's answer into its result, or an Error whose message is what the page
 * shows: a non-OK status, a body that is not the expected shape, or `success: false` all fail.
 */
export function serviceTestOutcome<T extends ServiceTestBody>(ok: boolean, body: unknown, schema: z.ZodType<T>, fallback: string): T {
  if (ok) {
    const parsed = schema.safeParse(body)
    if (parsed.success && parsed.data.success) return parsed.data
  }
  throw new Error(readServiceTestError(body, fallback))
}

/** GETs a service test (SPEC §7: "on non-ok, error read"); a network failure reads as the default. */
export async function fetchServiceTest<T extends ServiceTestBody>(url: string, schema: z.ZodType<T>, fallback: string): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'include' })
  } catch {
    throw new Error(fallback)
  }
  const body: unknown = await res.json().catch(() => null)
  return serviceTestOutcome(res.ok, body, schema, fallback)
}

/** SPEC §8: a quota error from OpenAI means the real API answered, so the key works. */
export function isQuotaError(message: string): boolean {
  return /quota/i.test(message)
}
