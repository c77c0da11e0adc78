import { useEffect, useRef, useState } from 'react'
import { ArrowRight, Menu, Phone, X } from 'lucide-react'
import { pagePaths } from '@/shared/page-paths'
import { site } from '@/shared/site'
import { Logo } from '@/web/components/brand/logo'
import { IconText } from '@/web/components/content/icon-text'
import { island } from '@/web/components/island'
import { Button, buttonVariants } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { getStarted, navSections } from '../lib/sections'
import { SectionLink } from './section-link'

/** One menu a page: a fixed id, because the island's own root would number a useId differently from the page's HTML. */
const menuId = 'home-mobile-menu'

const linkClass =
  'rounded-md px-3 py-2 text-small font-medium text-ink-700 transition-colors hover:bg-secondary hover:text-ink-900'

/**
 * SPEC §2: the home page's sticky nav. Services, Solutions, About and Get Started scroll to
 * their sections; Blog shows on desktop only; the mobile menu closes once a link is chosen.
 *
 * An island (decision 033): it hydrates alone, without the router, so its links are plain links.
 * The mobile menu is a native popover (issue 11): the button opens it from the first paint, before
 * the page's code has arrived, and the browser closes it on Escape or a tap outside. CSS picks
 * the button's icon; the code only mirrors the state into aria-expanded and closes the menu
 * once a link is chosen.
 */
export function HomeNav() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuRef = useRef<HTMLElement>(null)
  const closeMenu = () => menuRef.current?.hidePopover()

  // Opened natively before hydration: take the state the page is in.
  useEffect(() => setMenuOpen(menuRef.current?.matches(':popover-open') ?? false), [])

  return (
    <header className="group sticky top-0 z-40 border-b border-ink-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <SectionLink
        section="main"
        className="sr-only rounded-md bg-white px-3 py-2 text-small font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </SectionLink>
      <div className="container flex h-16 items-center justify-between gap-4">
        <a href={pagePaths.home} aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </a>

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
              <a href={pagePaths.blog} className={linkClass}>
                Blog
              </a>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <IconText href={site.phoneHref} icon={Phone} className={cn(linkClass, 'hidden items-center gap-2 lg:inline-flex')}>
            {site.phone}
          </IconText>
          <SectionLink section={getStarted.id} className={cn(buttonVariants({ size: 'default' }), 'shadow-sm')}>
            {getStarted.label}
            <ArrowRight aria-hidden="true" />
          </SectionLink>
        </div>

        <Button type="button" variant="ghost" size="icon" className="md:hidden" popoverTarget={menuId} aria-expanded={menuOpen} aria-controls={menuId} aria-label="Menu">
          {/* Chosen by CSS from the popover's own state, so the icon is right before the code runs too. */}
          <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
        </Button>
      </div>

      {/* In the top layer, just under the 4rem header, so opening it never moves the page. */}
      <nav
        ref={menuRef}
        id={menuId}
        aria-label="Mobile"
        popover="auto"
        onToggle={(event) => setMenuOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-b border-ink-200 bg-white p-0 text-ink-900 shadow-lg md:hidden"
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

export const HomeNavIsland = island('home-nav', HomeNav, 'touch')
