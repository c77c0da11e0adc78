import { memo } from 'react'
import { employees } from '../../data/employees'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { employeeStatusVariant } from '../../model/status-styles'
import { StageRecordPanel, type StageRecord } from './stage-record-panel'

const records: StageRecord[] = employees.map((employee) => ({
  key: employee.id,
  title: (
    <>
      {employee.employee} <span className="font-normal text-muted-foreground">· {employee.position}</span>
    </>
  ),
  status: employee.status,
  variant: employeeStatusVariant[employee.status],
  summary: (
    <>
      {employee.shift} · {employee.coverage}
    </>
  ),
  details: (
    <>
      {employee.skillLevel} · {formatNok(employee.hourlyRate)}/h · {employee.lastWeekHours} h last week · rated {employee.performance}/5
    </>
  ),
}))

export const StaffPanel = memo(function StaffPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return <StageRecordPanel title="Staff decisions" listLabel="Staff" records={records} stage={stage} progress={progress} />
})
