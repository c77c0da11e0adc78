import { useRef, useState, type RefObject } from 'react'

/** How a row's detail dialog closes: what closing does, and the element that gets the focus back. */
export type RowDetailClose = { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }

/**
 * Which row of a list has its detail dialog open, and the element that opened it (a name in the
 * list): closing the dialog gives that element the focus back.
 */
export function useRowDetail<Row>() {
  const [row, setRow] = useState<Row | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = (next: Row, trigger: HTMLElement) => {
    opener.current = trigger
    setRow(next)
  }
  const close: RowDetailClose = { onClose: () => setRow(null), returnFocusTo: opener }
  return { row, open, close }
}
