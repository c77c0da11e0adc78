import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { buildApp } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { voiceApi } from '../src/shared/voice'
import { startOpenAiFake } from '../tests/fakes/openai-fake'
import { startTwilioFake } from '../tests/fakes/twilio-fake'
import { createVoiceCaller, type CallResult } from '../tests/fakes/twilio-voice-fake'
import { benchOptions, freshBenchDatabase, ms, percentile } from './support/server'

/**
 * Calls (issue 32 items 3 and 4): each AI receptionist turn's TwiML within 3 s p95 of the speech
 * webhook, with a model that answers in about 1 s, and a missed call's text-back within 10 s p95.
 * Starts the app as production runs it on each database in turn, with a Twilio fake that places
 * the calls (signed webhooks over PUBLIC_URL, each TwiML action followed) and an OpenAI fake whose
 * answers stream over one second; OWNER_PHONE is unset, so every call is missed and taken by the
 * receptionist. `--calls` calls from distinct numbers, `--concurrent` at a time, each with three
 * spoken turns.
 *
 *   npm run bench:voice [-- --calls 30 --concurrent 6 --database pglite|postgres|both]
 */

const { option, databases } = benchOptions()
const calls = option('calls', 30)
const concurrent = option('concurrent', 6)
const turnBudgetP95Ms = 3_000
const textBackBudgetP95Ms = 10_000
const publicUrl = 'https://bench.bluegrassai.example'


async function bench(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const database = await freshBenchDatabase(kind, 'bluegrass-bench-voice-')
  const [twilio, openai] = await Promise.all([startTwilioFake(), startOpenAiFake()])
  // Four stream events 250 ms apart: the answer is whole after about a second, as a fast model's is.
  openai.chat = () => ({ text: ['Yes, we help local businesses answer every call and lead in seconds. Would you like someone to call you back today?'], tokens: 60, delayMs: 250 })
  const config = loadConfig({
    NODE_ENV: 'production',
    ...database.environment,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: openai.url,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_PHONE_NUMBER: twilio.phoneNumber,
    TWILIO_API_URL: twilio.url,
    SMS_HOURLY_CAP: '100000',
    VOICE_DAILY_MINUTES: '100000',
  })
  const app = await buildApp({ config, web: false, logger: pino({ level: 'warn' }) })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  const caller = createVoiceCaller(twilio, {
    voiceUrl: `${publicUrl}${voiceApi.inbound}`,
    statusCallbackUrl: `${publicUrl}${voiceApi.status}`,
    // Twilio signs the public URL; the bench delivers to the server on loopback.
    send: async (url, request) => {
      const { pathname, search } = new URL(url)
      const response = await fetch(`http://127.0.0.1:${port}${pathname}${search}`, { method: request.method, headers: request.headers, ...(request.method === 'POST' ? { body: request.body } : {}) })
      return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? '' }
    },
  })

  const startedAt = new Map<string, number>()
  const results: CallResult[] = []
  let next = 0
  const numberOf = (i: number) => `+1859${String(3_000_000 + i)}`
  async function worker() {
    while (next < calls) {
      const i = next++
      startedAt.set(numberOf(i), Date.now())
      results.push(await caller.call({ from: numberOf(i), speech: ['Do you help roofing companies?', 'Can you answer my calls at night?', 'What happens when I miss a call?'] }))
    }
  }
  const began = Date.now()
  await Promise.all(Array.from({ length: concurrent }, worker))
  const elapsed = Date.now() - began
  // The text-backs go through the job queue: give the last ones their time.
  for (let waited = 0; waited < 15_000 && new Set(twilio.messages.map((message) => message.to)).size < calls; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200))

  const turns = results.flatMap((result) => result.requests.filter((request) => request.url.includes(voiceApi.turn)).map((request) => request.ms)).sort((a, b) => a - b)
  const inbound = results.map((result) => result.requests[0]!.ms).sort((a, b) => a - b)
  const errors = results.flatMap((result) => result.errors)
  const texted = new Map<string, number[]>()
  for (const message of twilio.messages) texted.set(message.to, [...(texted.get(message.to) ?? []), message.at])
  const textBacks = [...startedAt.entries()].filter(([number]) => texted.has(number)).map(([number, at]) => Math.min(...texted.get(number)!) - at).sort((a, b) => a - b)
  const twice = [...texted.values()].filter((sent) => sent.length > 1).length
  const modelRequests = openai.chatRequests.length

  await app.close()
  await Promise.all([twilio.close(), openai.close()])
  await database.drop()

  console.log(
    [
      `\n${kind}: ${calls} calls (${concurrent} at a time) in ${(elapsed / 1000).toFixed(1)} s, ${turns.length} receptionist turns, ${modelRequests} model requests`,
      `  inbound webhook → TwiML   p50 ${ms(percentile(inbound, 50))}  p95 ${ms(percentile(inbound, 95))}  max ${ms(inbound.at(-1) ?? NaN)}`,
      `  speech turn → TwiML       p50 ${ms(percentile(turns, 50))}  p95 ${ms(percentile(turns, 95))}  max ${ms(turns.at(-1) ?? NaN)}  (budget p95 ${turnBudgetP95Ms} ms)`,
      `  call → text-back accepted p50 ${ms(percentile(textBacks, 50))}  p95 ${ms(percentile(textBacks, 95))}  max ${ms(textBacks.at(-1) ?? NaN)}  (budget p95 ${textBackBudgetP95Ms} ms)`,
      `  texted back ${textBacks.length}/${calls}, twice ${twice}, call errors ${errors.length}${errors.length ? `: ${errors.slice(0, 3).join('; ')}` : ''}`,
    ].join('\n'),
  )
  const ok = percentile(turns, 95) <= turnBudgetP95Ms && percentile(textBacks, 95) <= textBackBudgetP95Ms && textBacks.length === calls && twice === 0 && errors.length === 0 && turns.length === calls * 3
  console.log(ok ? '  within budget' : '  OVER BUDGET or incomplete')
  return ok
}

const outcomes: boolean[] = []
for (const kind of databases) outcomes.push(await bench(kind))
process.exitCode = outcomes.every(Boolean) ? 0 : 1
