import { Info } from 'lucide-react'
import type { EmailTest, MakeTest, NotionTest, OpenaiTest } from '@/shared/automation'
import { isQuotaError } from '../lib/service-test'
import { yesNo } from '../lib/format'
import { ResultPanel } from './result-panel'

type Outcome<T> = { data?: T; error: Error | null }

/** Nothing until the test has run; then its success or failure panel. */
function pick<T>(outcome: Outcome<T>) {
  if (outcome.error) return { kind: 'failure' as const, message: outcome.error.message }
  if (outcome.data) return { kind: 'success' as const, data: outcome.data }
  return null
}

export function OpenaiResult(outcome: Outcome<OpenaiTest>) {
  const result = pick(outcome)
  if (!result) return null
  if (result.kind === 'failure') {
    return (
      <ResultPanel tone="failure" heading="OpenAI Connection Failed" message={result.message}>
        {isQuotaError(result.message) && (
          <p className="flex items-start gap-1.5 rounded-md bg-white/70 p-2 text-small text-ink-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            This tested the real OpenAI API: a quota error means the key was accepted and the connection works. Add credit to
            the OpenAI account to use it.
          </p>
        )}
      </ResultPanel>
    )
  }
  const { data } = result
  return (
    <ResultPanel
      tone="success"
      heading="OpenAI Connected"
      message={data.message}
      rows={[
        { label: 'API status', value: data.apiStatus },
        ...(data.model ? [{ label: 'Model', value: data.model }] : []),
      ]}
    />
  )
}

export function MakeResult(outcome: Outcome<MakeTest>) {
  const result = pick(outcome)
  if (!result) return null
  if (result.kind === 'failure') return <ResultPanel tone="failure" heading="Make.com Connection Failed" message={result.message} />
  const { data } = result
  return (
    <ResultPanel
      tone="success"
      heading="Make.com Connected"
      message={data.message}
      rows={[
        { label: 'API status', value: data.apiStatus },
        ...(data.scenariosCount !== undefined ? [{ label: 'Scenarios', value: data.scenariosCount }] : []),
        ...(data.connection ? [{ label: 'Account', value: data.connection.user.name }] : []),
      ]}
    />
  )
}

export function NotionResult(outcome: Outcome<NotionTest>) {
  const result = pick(outcome)
  if (!result) return null
  if (result.kind === 'failure') return <ResultPanel tone="failure" heading="Notion Connection Failed" message={result.message} />
  const { data } = result
  return (
    <ResultPanel
      tone="success"
      heading="Notion Connected"
      message={data.message}
      rows={[
        { label: 'API status', value: data.apiStatus },
        ...(data.databases ?? []).map((database) => ({
          label: `${database.name} database`,
          value: database.found ? 'Found' : 'Not found',
        })),
      ]}
    />
  )
}

export function EmailResult(outcome: Outcome<EmailTest>) {
  const result = pick(outcome)
  if (!result) return null
  if (result.kind === 'failure') return <ResultPanel tone="failure" heading="Email Service Failed" message={result.message} />
  const { data } = result
  return (
    <ResultPanel
      tone="success"
      heading="Email Service Connected"
      message={data.message}
      rows={[
        { label: 'API status', value: data.apiStatus },
        ...(data.fromEmail ? [{ label: 'From', value: data.fromEmail }] : []),
        ...(data.testEmailSent !== undefined ? [{ label: 'Test email sent', value: yesNo(data.testEmailSent) }] : []),
      ]}
    />
  )
}
