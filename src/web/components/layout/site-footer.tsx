import { Link } from 'react-router'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-ink-50">
      <div className="container flex flex-col gap-2 py-8 text-small text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {import.meta.env.VITE_BUILD_YEAR} {site.legalName} · {site.location}
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to={paths.home.path} className="hover:text-foreground">
            Home
          </Link>
          <Link to={paths.assessment.path} className="hover:text-foreground">
            Free assessment
          </Link>
          <a href={`mailto:${site.email}`} className="hover:text-foreground">
            {site.email}
          </a>
        </nav>
      </div>
    </footer>
  )
}
