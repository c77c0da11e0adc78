import type { ReactNode } from 'react'
import { Card, CardContent } from '@/web/components/ui/card'
import type { StageStatus } from '../../model/live-demo'
import { PanelHeader } from '../panel-header'
import { StageBadge } from '../stage-badge'

type StageCardProps = {
  title: string
  description?: string
  stage: StageStatus
  progress: number
  contentClassName?: string
  children: ReactNode
}

/** The card of one stage of the live demo: its title and what it does, with the stage's progress badge. */
export function StageCard({ title, description, stage, progress, contentClassName, children }: StageCardProps) {
  return (
    <Card>
      <PanelHeader title={title} description={description} badge={<StageBadge status={stage} progress={progress} />} />
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
