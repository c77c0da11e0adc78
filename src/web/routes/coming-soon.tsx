import { Link } from 'react-router'
import { paths, type PathKey } from '@/shared/paths'
import { SiteFooter } from '@/web/components/layout/site-footer'
import { SiteHeader } from '@/web/components/layout/site-header'
import { PageMeta } from '@/web/components/layout/page-meta'
import { Button } from '@/web/components/ui/button'
import { usePageKey } from '@/web/lib/page-key'

/**
 * Holds a route-table path whose page has not been built yet (each arrives with its issue), so
 * the path answers 200 with a clear message rather than a 404.
 */
export default function ComingSoonRoute() {
  const pathKey: PathKey = usePageKey() ?? 'home'
  const page = paths[pathKey]
  return (
    <>
      <PageMeta page={pathKey} />
      <SiteHeader />
      <main className="container flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-h1 text-ink-900">{page.title}</h1>
        <p className="text-lead text-muted-foreground">This page is being built. In the meantime, get your free assessment.</p>
        <Button asChild size="lg">
          <Link to={paths.assessment.path}>Get Your Free AI Business Assessment</Link>
        </Button>
      </main>
      <SiteFooter />
    </>
  )
}
