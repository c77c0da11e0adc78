import type { RefObject } from 'react'

/**
 * A dialog opened from something other than its DialogTrigger (a name in a list): its
 * onCloseAutoFocus, giving the focus back to that opener when it is still on the page.
 */
export function returnFocusOnClose(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    if (!opener.current?.isConnected) return
    event.preventDefault()
    opener.current.focus()
  }
}
