import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { Logo } from '@/web/components/brand/logo'
import { Phone } from 'lucide-react'

/** A slim header for inner pages: the brand back to home, and a way to call. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to={paths.home.path} aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </Link>
        <a
          href={site.phoneHref}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-small font-medium text-ink-700 hover:text-brand-700"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{site.phone}</span>
          <span className="sm:hidden">Call us</span>
        </a>
      </div>
    </header>
  )
}
