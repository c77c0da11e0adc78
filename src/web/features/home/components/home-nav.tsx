import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ArrowRight, Menu, Phone, X } from 'lucide-react'
import { paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { Logo } from '@/web/components/brand/logo'
import { Button, buttonVariants } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { getStarted, navSections } from '../lib/sections'
import { SectionLink } from './section-link'

const linkClass =
  'rounded-md px-3 py-2 text-small font-medium text-ink-700 transition-colors hover:bg-secondary hover:text-ink-900'

/**
 * SPEC §2: the home page's sticky nav. Services, Solutions, About and Get Started scroll to
 * their sections; Blog shows on desktop only; the mobile menu closes once a link is chosen.
 */
export function HomeNav() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeMenu = () => setMenuOpen(false)

  useEffect(() => {
    if (!menuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <SectionLink
        section="main"
        className="sr-only rounded-md bg-white px-3 py-2 text-small font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </SectionLink>
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to={paths.home.path} aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navSections.map(({ label, id }) => (
              <li key={id}>
                <SectionLink section={id} className={linkClass}>
                  {label}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={paths.blog.path} className={linkClass}>
                Blog
              </Link>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <a href={site.phoneHref} className={cn(linkClass, 'hidden items-center gap-2 lg:inline-flex')}>
            <Phone aria-hidden="true" className="size-4" />
            {site.phone}
          </a>
          <SectionLink section={getStarted.id} className={cn(buttonVariants({ size: 'default' }), 'shadow-sm')}>
            {getStarted.label}
            <ArrowRight aria-hidden="true" />
          </SectionLink>
        </div>

        <Button
          ref={toggleRef}
          type="button"
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </Button>
      </div>

      {/* Absolutely placed, so opening and closing it never moves the page under the header. */}
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-ink-200 bg-white shadow-lg md:hidden"
      >
        <ul className="container flex flex-col gap-1 py-3">
          {navSections.map(({ label, id }) => (
            <li key={id}>
              <SectionLink section={id} onNavigate={closeMenu} className="block rounded-md px-3 py-3 text-body font-medium text-ink-800 hover:bg-secondary">
                {label}
              </SectionLink>
            </li>
          ))}
          <li className="pt-2">
            <SectionLink section={getStarted.id} onNavigate={closeMenu} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
              {getStarted.label}
              <ArrowRight aria-hidden="true" />
            </SectionLink>
          </li>
        </ul>
      </nav>
    </header>
  )
}
