import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Tabs, TabsList, TabsTrigger } from '@/web/components/ui/tabs'

type TabbedSectionProps = {
  /** The id of the section's heading, which only screen readers see. */
  id: string
  /** Names both the section and its tab list. */
  label: string
  tabs: readonly { value: string; label: string; icon: LucideIcon }[]
  defaultValue: string
  /** The tab list's layout, such as two tabs a row on a phone. */
  listClassName: string
  /** One TabsContent for each tab. */
  children: ReactNode
}

/** A demo page's views as tabs, each led by its icon, in a section named for screen readers. */
export function TabbedSection({ id, label, tabs, defaultValue, listClassName, children }: TabbedSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {label}
      </h2>
      <Tabs defaultValue={defaultValue}>
        <TabsList aria-label={label} className={listClassName}>
          {tabs.map(({ value, label: tabLabel, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="h-auto min-h-9">
              <Icon aria-hidden="true" />
              {tabLabel}
            </TabsTrigger>
          ))}
        </TabsList>
        {children}
      </Tabs>
    </section>
  )
}
