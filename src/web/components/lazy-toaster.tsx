import { lazy, Suspense, useEffect, useState } from 'react'
import { useInsideApp } from '@/web/components/app-link'
import { subscribeToToasts } from '@/web/hooks/use-toast'

const Toaster = lazy(() => import('@/web/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/**
 * The toast viewport (Radix) loads with the first toast, not with every page: most visits
 * never see one, and the home page's JavaScript budget is tight.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    if (needed) return
    return subscribeToToasts((state) => {
      if (state.toasts.length > 0) setNeeded(true)
    })
  }, [needed])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

/**
 * The toast viewport of an island that shows toasts: an island of a prerendered page has no app
 * around it (decision 049); inside the app, the app's own viewport shows them.
 */
export function IslandToaster() {
  return useInsideApp() ? null : <LazyToaster />
}
