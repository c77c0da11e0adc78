import type { ReactNode } from 'react'
import { usePageKey } from '@/web/lib/page-key'
import { PageMeta } from './page-meta'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

type LayoutProps = {
  /** The page's own background and sizing on <main>. */
  mainClassName?: string
  /** Title and meta for a page outside the route table (the 404); route pages take theirs from the table. */
  meta?: ReactNode
  children: ReactNode
}

/**
 * What every page around its content shares: its title and meta (from the route table entry
 * showing, lib/page-key.ts), the site header, <main>, and, for the visitor's pages, the footer.
 * A route file holds only what is particular to its page. A component rather than a layout route
 * with <Outlet/>: docs/decisions/031.
 */
function PageLayout({ mainClassName, meta, children, footer }: LayoutProps & { footer: boolean }) {
  const page = usePageKey()
  return (
    <>
      {meta ?? (page && <PageMeta page={page} />)}
      <SiteHeader />
      <main className={mainClassName}>{children}</main>
      {footer && <SiteFooter />}
    </>
  )
}

/** The visitor's pages: header, content, footer. */
export function MarketingLayout(props: LayoutProps) {
  return <PageLayout {...props} footer />
}

/** The owner's pages (/admin, /workflows): header and a full-height working area, no marketing footer. */
export function OperatorLayout({ children }: { children: ReactNode }) {
  return (
    <PageLayout mainClassName="min-h-[calc(100dvh-4rem)] bg-ink-50" footer={false}>
      {children}
    </PageLayout>
  )
}
