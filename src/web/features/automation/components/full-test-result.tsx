import { ShieldCheck } from 'lucide-react'
import type { TestResults } from '@/shared/automation-test'
import { formatDuration, yesNo } from '../lib/format'
import { ResultNote, ResultPanel } from './result-panel'

type FullTestData = { mode: 'live' | 'sandbox'; testResults: TestResults }

export function testResultRows(results: TestResults) {
  return [
    { label: 'Lead score', value: `${results.leadScore}/100` },
    { label: 'Priority', value: results.priority },
    { label: 'Email generated', value: yesNo(results.emailGenerated) },
    { label: 'Tasks created', value: results.tasksCreated },
    { label: 'Emails scheduled', value: results.emailsScheduled },
    { label: 'Processing time', value: formatDuration(results.processingTime) },
  ]
}

/** SPEC §8: a failed full test reads 'Test Failed' / 'Test failed', whatever the cause. */
export function FullTestResult({ data, error }: { data?: FullTestData; error: Error | null }) {
  if (error) return <ResultPanel tone="failure" heading="Test Failed" message="Test failed" />
  if (!data) return null
  return (
    <ResultPanel tone="success" heading="Full Automation Test Passed" rows={testResultRows(data.testResults)}>
      {data.mode === 'sandbox' && <SandboxNote />}
    </ResultPanel>
  )
}

export function SandboxNote() {
  return (
    <ResultNote icon={ShieldCheck}>
      <span>
        <strong className="font-semibold">Sandbox mode.</strong> Signed out, the test runs on the local providers: nothing
        leaves the server. Operator sign-in runs it against the live services.
      </span>
    </ResultNote>
  )
}
