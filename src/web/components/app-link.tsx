import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the route table (`paths.x.path`), with a hash where it needs one. */
  to: string
}

/**
 * The app's router link, given by the app (app.tsx). Outside it, in an island of a prerendered
 * page (components/island.tsx), there is none, and an island's code never loads the router.
 */
const RouterLink = createContext<ComponentType<AppLinkProps> | null>(null)
export const RouterLinkProvider = RouterLink.Provider

/** Whether this renders inside the app (its router, its toasts), not in an island alone. */
export const useInsideApp = () => useContext(RouterLink) !== null

/**
 * A link to another page of the app. Inside the app (the back office, a client-side visit) it
 * navigates without a reload; in an island it is a plain link, as it is in the island's HTML.
 */
export function AppLink({ to, children, ...props }: AppLinkProps) {
  // The app's Link: one module-level component for the app's whole life, not made here.
  const routerLink = useContext(RouterLink)
  if (routerLink) return createElement(routerLink, { to, ...props }, children)
  return (
    <a href={to} {...props}>
      {children}
    </a>
  )
}
