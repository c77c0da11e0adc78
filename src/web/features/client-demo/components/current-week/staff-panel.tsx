import { memo } from 'react'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent } from '@/web/components/ui/card'
import { employees } from '../../data/employees'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { employeeStatusVariant } from '../../model/status-styles'
import { PanelHeader } from '../panel-header'
import { StageBadge } from '../stage-badge'

export const StaffPanel = memo(function StaffPanel({ stage, progress }: { stage: StageStatus; progress: number }) {
  return (
    <Card>
      <PanelHeader
        title="Staff decisions"
        badge={<StageBadge status={stage} progress={progress} />}
      />
      <CardContent>
        <ul aria-label="Staff" className="divide-y divide-border">
          {employees.map((employee) => (
            <li key={employee.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-ink-900">
                  {employee.employee} <span className="font-normal text-muted-foreground">· {employee.position}</span>
                </p>
                <Badge variant={employeeStatusVariant[employee.status]}>{employee.status}</Badge>
              </div>
              <p className="text-small text-ink-700">
                {employee.shift} · {employee.coverage}
              </p>
              <p className="text-xs text-muted-foreground">
                {employee.skillLevel} · {formatNok(employee.hourlyRate)}/h · {employee.lastWeekHours} h last week · rated {employee.performance}/5
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
})
