import type { ComponentProps, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Tabs, TabsList, TabsTrigger } from '@/web/components/ui/tabs'

/** One tab of an IconTabsList: its value, its label and the icon before it. */
type IconTab = { value: string; label: string; icon: LucideIcon }

type IconTabsListProps = ComponentProps<typeof TabsList> & {
  tabs: readonly IconTab[]
  triggerClassName: string
  /** The icons' classes, such as hiding them where the labels need the room. */
  iconClassName?: string
}

/** A tab list whose triggers are each led by their icon. */
export function IconTabsList({ tabs, triggerClassName, iconClassName, ...props }: IconTabsListProps) {
  return (
    <TabsList {...props}>
      {tabs.map(({ value, label, icon: Icon }) => (
        <TabsTrigger key={value} value={value} className={triggerClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  )
}

type TabbedSectionProps = {
  /** The id of the section's heading, which only screen readers see. */
  id: string
  /** Names both the section and its tab list. */
  label: string
  tabs: readonly IconTab[]
  defaultValue: string
  /** The tab list's layout, such as two tabs a row on a phone. */
  listClassName: string
  /** One TabsContent for each tab. */
  children: ReactNode
  /** The section's own classes, such as `render-when-near` for views below the first screen. */
  className?: string
}

/** A demo page's views as tabs, each led by its icon, in a section named for screen readers. */
export function TabbedSection({ id, label, tabs, defaultValue, listClassName, children, className }: TabbedSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {label}
      </h2>
      <Tabs defaultValue={defaultValue}>
        <IconTabsList aria-label={label} className={listClassName} tabs={tabs} triggerClassName="h-auto min-h-9" />
        {children}
      </Tabs>
    </section>
  )
}
