import type { ReactNode } from 'react'
import { Dialog, DialogContent } from '@/web/components/ui/dialog'
import type { RowDetailClose } from '../../hooks/use-row-detail'
import { returnFocusOnClose } from './return-focus'

/**
 * The wide dialog with everything about one row of a list (a lead, a company), opened from that
 * row rather than from a trigger: closing it gives the focus back to the row's opener.
 */
export function DetailDialog({
  open,
  onClose,
  returnFocusTo,
  children,
  stacked,
}: RowDetailClose & {
  open: boolean
  children: ReactNode
  /** Dialogs this one opens over itself, kept outside its content. */
  stacked?: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-3xl" onCloseAutoFocus={returnFocusOnClose(returnFocusTo)}>
        {children}
      </DialogContent>
      {stacked}
    </Dialog>
  )
}
