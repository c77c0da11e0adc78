import type { ReactNode } from 'react'
import { Info } from 'lucide-react'
import type { EmailTest, MakeTest, NotionTest, OpenaiTest } from '@/shared/automation'
import { isQuotaError } from '../lib/service-test'
import { yesNo } from '../lib/format'
import { ResultNote, ResultPanel, type ResultRow } from './result-panel'

type Outcome<T> = { data?: T; error: Error | null }

/**
 * Nothing until the service's test has run; then its failure panel with the error text, or its
 * success panel with the API status and the details the service reported.
 */
function ServiceResult<T extends { message: string; apiStatus: string }>({
  data,
  error,
  connected,
  failed,
  details,
  failureNote,
}: Outcome<T> & {
  connected: string
  failed: string
  details: (data: T) => ResultRow[]
  failureNote?: (message: string) => ReactNode
}) {
  if (error) {
    return (
      <ResultPanel tone="failure" heading={failed} message={error.message}>
        {failureNote?.(error.message)}
      </ResultPanel>
    )
  }
  if (!data) return null
  return <ResultPanel tone="success" heading={connected} message={data.message} rows={[{ label: 'API status', value: data.apiStatus }, ...details(data)]} />
}

export function OpenaiResult(outcome: Outcome<OpenaiTest>) {
  return (
    <ServiceResult
      {...outcome}
      connected="OpenAI Connected"
      failed="OpenAI Connection Failed"
      details={(data) => (data.model ? [{ label: 'Model', value: data.model }] : [])}
      failureNote={(message) =>
        isQuotaError(message) && (
          <ResultNote icon={Info}>
            This tested the real OpenAI API: a quota error means the key was accepted and the connection works. Add credit to
            the OpenAI account to use it.
          </ResultNote>
        )
      }
    />
  )
}

export function MakeResult(outcome: Outcome<MakeTest>) {
  return (
    <ServiceResult
      {...outcome}
      connected="Make.com Connected"
      failed="Make.com Connection Failed"
      details={(data) => [
        ...(data.scenariosCount !== undefined ? [{ label: 'Scenarios', value: data.scenariosCount }] : []),
        ...(data.connection ? [{ label: 'Account', value: data.connection.user.name }] : []),
      ]}
    />
  )
}

export function NotionResult(outcome: Outcome<NotionTest>) {
  return (
    <ServiceResult
      {...outcome}
      connected="Notion Connected"
      failed="Notion Connection Failed"
      details={(data) =>
        (data.databases ?? []).map((database) => ({
          label: `${database.name} database`,
          value: database.found ? 'Found' : 'Not found',
        }))
      }
    />
  )
}

export function EmailResult(outcome: Outcome<EmailTest>) {
  return (
    <ServiceResult
      {...outcome}
      connected="Email Service Connected"
      failed="Email Service Failed"
      details={(data) => [
        ...(data.fromEmail ? [{ label: 'From', value: data.fromEmail }] : []),
        ...(data.testEmailSent !== undefined ? [{ label: 'Test email sent', value: yesNo(data.testEmailSent) }] : []),
      ]}
    />
  )
}
