import { LayoutDashboard, LoaderCircle, LogOut, Radar, Store, Inbox } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { useSignOut } from '../api/sign-out'
import { CrmTab } from './crm/crm-tab'
import { ResearchTab } from './research/research-tab'
import { SubmissionsTab } from './submissions/submissions-tab'

/** Three labels share a phone's width: each may wrap to two lines rather than push the page sideways. */
const tabClass = 'py-2 text-center leading-tight max-sm:px-2 max-sm:whitespace-normal'

/** SPEC §2 after unlock: a header with Logout, and the tabs (default 'crm'). */
export function AdminDashboard() {
  const signOut = useSignOut()
  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="flex items-center gap-2 text-small font-medium text-brand-700">
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Back office
          </p>
          <h1 className="mt-1 text-h1 text-ink-900">Admin Dashboard</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Leads, sales tasks, every form submission and business research, in one place.</p>
        </div>
        <Button variant="outline" className="w-full sm:w-auto" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {signOut.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <LogOut aria-hidden="true" />}
          Logout
        </Button>
      </header>

      <Tabs defaultValue="crm" className="gap-6">
        <TabsList className="h-auto w-full sm:w-fit">
          <TabsTrigger value="crm" className={tabClass}>
            <Store aria-hidden="true" className="max-[400px]:hidden" />
            Restaurant CRM
          </TabsTrigger>
          <TabsTrigger value="submissions" className={tabClass}>
            <Inbox aria-hidden="true" className="max-[400px]:hidden" />
            Contact Submissions
          </TabsTrigger>
          <TabsTrigger value="research" className={tabClass}>
            <Radar aria-hidden="true" className="max-[400px]:hidden" />
            Lexington Research
          </TabsTrigger>
        </TabsList>
        <TabsContent value="crm">
          <CrmTab />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab />
        </TabsContent>
        <TabsContent value="research">
          <ResearchTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
