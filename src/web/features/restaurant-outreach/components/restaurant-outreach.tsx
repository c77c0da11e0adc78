import type { Clock } from '@/web/lib/clock'
import { FollowUpSequence } from './follow-up-sequence'
import { OutreachHero } from './outreach-hero'
import { ProspectList } from './prospect-list'
import { TemplateTabsIsland } from './template-tabs'

export function RestaurantOutreach({ clock }: { clock?: Clock }) {
  return (
    <>
      <OutreachHero />
      <div className="container grid gap-10 py-10 sm:py-12">
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <TemplateTabsIsland clock={clock} />
          <ProspectList />
        </div>
        <FollowUpSequence />
      </div>
    </>
  )
}
