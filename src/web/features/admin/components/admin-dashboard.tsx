import { CalendarCheck, ChartNoAxesColumn, LayoutDashboard, LoaderCircle, LogOut, Radar, Store, Inbox } from 'lucide-react'
import { PageHeader } from '@/web/components/page-header'
import { Button } from '@/web/components/ui/button'
import { IconTabsList } from '@/web/components/tabbed-section'
import { Tabs, TabsContent } from '@/web/components/ui/tabs'
import { useSignOut } from '../api/sign-out'
import { BookingsTab } from './bookings/bookings-tab'
import { CrmTab } from './crm/crm-tab'
import { InsightsTab } from './insights/insights-tab'
import { ResearchTab } from './research/research-tab'
import { SubmissionsTab } from './submissions/submissions-tab'

/**
 * Five labels do not fit one row of a phone: below md the tabs sit two a row, each label free to
 * wrap to two lines rather than push the page sideways; from md up they share one row.
 */
const tabListClass = 'grid h-auto w-full grid-cols-2 md:inline-flex md:w-fit'
const tabClass = 'py-2 text-center leading-tight max-md:px-2 max-md:whitespace-normal'

/** The dashboard's tabs, in order: each trigger's icon and label, and the panel it shows. */
const sections = [
  { value: 'crm', icon: Store, label: 'Restaurant CRM', Panel: CrmTab },
  { value: 'submissions', icon: Inbox, label: 'Contact Submissions', Panel: SubmissionsTab },
  { value: 'bookings', icon: CalendarCheck, label: 'Bookings', Panel: BookingsTab },
  { value: 'insights', icon: ChartNoAxesColumn, label: 'Insights', Panel: InsightsTab },
  { value: 'research', icon: Radar, label: 'Lexington Research', Panel: ResearchTab },
] as const

/** SPEC §2 after unlock: a header with Logout, and the tabs (default 'crm'). */
export function AdminDashboard() {
  const signOut = useSignOut()
  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <PageHeader
        eyebrow={{ icon: LayoutDashboard, label: 'Back office' }}
        title="Admin Dashboard"
        description="Leads, sales tasks, every form submission, booked calls and business research, in one place."
        actions={
          <Button variant="outline" className="w-full sm:w-auto" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {signOut.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <LogOut aria-hidden="true" />}
            Logout
          </Button>
        }
      />

      <Tabs defaultValue="crm" className="gap-6">
        <IconTabsList tabs={sections} className={tabListClass} triggerClassName={tabClass} iconClassName="max-[400px]:hidden" />
        {sections.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
