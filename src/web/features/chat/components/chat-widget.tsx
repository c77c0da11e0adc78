import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { MessageCircle, X } from 'lucide-react'
import { island } from '@/web/components/island'
import { cn } from '@/web/lib/utils'
import { whenIdle } from '@/web/lib/when-idle'

// The panel (conversation, replies, storage) is its own chunk: the page ships only this button,
// and the panel loads when the browser is idle after the button is live, or sooner when a visitor
// shows interest (hover, focus, touch), so a first tap on a slow phone does not wait for it.
// Kept in state rather than in React.lazy: a lazy component suspends on its first render even
// when its chunk is in, and React reveals suspended content in 300 ms steps, a delay a tap feels.
type PanelModule = typeof import('./chat-panel')
let panelModule: PanelModule | undefined
let resolvePanel: (module: PanelModule) => void
/** Settles once the panel's code is in, whoever started loading it. */
const panelLoaded = new Promise<PanelModule>((resolve) => (resolvePanel = resolve))
let panelRequested = false
function preloadPanel() {
  if (panelRequested) return
  panelRequested = true
  void import('./chat-panel').then((module) => resolvePanel((panelModule = module)))
}

/** SPEC §2: the floating chat widget, opened and closed with a toggle button. */
export function ChatWidget() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const [panel, setPanel] = useState(panelModule)

  useEffect(() => {
    let active = true
    void panelLoaded.then((module) => active && setPanel(() => module))
    const cancel = whenIdle(preloadPanel, { timeoutMs: 3000, fallbackMs: 1000 })
    return () => {
      active = false
      cancel()
    }
  }, [])

  const close = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])

  function toggle() {
    setRequested(true)
    setOpen((current) => !current)
    preloadPanel()
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) close()
  }

  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {requested && (panel ? <panel.default id={panelId} open={open} onClose={close} /> : open && <PanelLoading />)}
      <button
        ref={toggleRef}
        type="button"
        aria-label="Chat with us"
        aria-expanded={open}
        aria-controls={requested ? panelId : undefined}
        onClick={toggle}
        onKeyDown={closeOnEscape}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        data-slot="chat-toggle"
        className={cn(
          'relative flex size-14 cursor-pointer items-center justify-center rounded-full text-white shadow-lg shadow-brand-950/25',
          'bg-gradient-to-br from-brand-600 to-brand-800 transition-transform hover:scale-105 active:scale-95',
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
        {!open && <span aria-hidden="true" className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-accent-400 ring-2 ring-white" />}
      </button>
    </div>
  )
}


function PanelLoading() {
  return (
    <div
      role="status"
      className="flex h-40 w-[calc(100vw-2rem)] items-center justify-center gap-3 rounded-2xl border border-ink-200 bg-card text-small text-muted-foreground shadow-2xl sm:w-96"
    >
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
      Loading chat…
    </div>
  )
}

/** The chat hydrates alone on a prerendered page (decision 033). */
export const ChatWidgetIsland = island('chat', ChatWidget)
