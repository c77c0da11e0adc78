import { LayoutDashboard, LoaderCircle, LogOut, Store, Inbox } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { useSignOut } from '../api/sign-out'
import { CrmTab } from './crm/crm-tab'
import { SubmissionsTab } from './submissions/submissions-tab'

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
          <p className="mt-2 max-w-2xl text-muted-foreground">Leads, sales tasks and every form submission, in one place.</p>
        </div>
        <Button variant="outline" className="w-full sm:w-auto" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {signOut.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <LogOut aria-hidden="true" />}
          Logout
        </Button>
      </header>

      <Tabs defaultValue="crm" className="gap-6">
        <TabsList className="h-auto w-full sm:w-fit">
          <TabsTrigger value="crm" className="py-2">
            <Store aria-hidden="true" className="max-[400px]:hidden" />
            Restaurant CRM
          </TabsTrigger>
          <TabsTrigger value="submissions" className="py-2">
            <Inbox aria-hidden="true" className="max-[400px]:hidden" />
            Contact Submissions
          </TabsTrigger>
        </TabsList>
        <TabsContent value="crm">
          <CrmTab />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
