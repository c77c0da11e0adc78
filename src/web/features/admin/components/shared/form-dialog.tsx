import { useState, type FormEventHandler, type ReactNode, type RefObject } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { LoaderCircle, Plus, type LucideIcon } from 'lucide-react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Button, type ButtonProps } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog'
import { Form } from '@/web/components/ui/form'
import { returnFocusOnClose } from './return-focus'

type FormDialogProps<Values extends FieldValues, Output> = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens the dialog: '+' and its label; none for a dialog another action opens. */
  trigger?: { label: string } & Pick<ButtonProps, 'size' | 'variant'>
  /** Opened by another action: the element that gets the focus back when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>
  /** Puts the focus where the dialog needs input first (by default: its first field). */
  focusFirst?: () => void
  icon: LucideIcon
  title: string
  description: ReactNode
  contentClassName?: string
  form: UseFormReturn<Values, unknown, Output>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Names the fields' group for screen readers. */
  legend: string
  pending: boolean
  /** False while a required field is still empty. */
  canSubmit?: boolean
  submitLabel: string
  pendingLabel: string
  /** The fields, laid out on a two-column grid. */
  children: ReactNode
}

/**
 * An add dialog's state, spread into FormDialog's props: whether it is open, and a submit that
 * sends the valid form through `mutation`, then empties and closes it before `onSaved` (a toast,
 * a refresh of the list); `onError` reports a refusal.
 */
export function useFormDialog<Fields extends FieldValues, Values, Request, Response>(
  form: UseFormReturn<Fields, unknown, Values>,
  mutation: UseMutationResult<Response, Error, Request>,
  {
    toRequest,
    onSaved,
    onError,
    openState,
  }: {
    toRequest: (values: Values) => Request
    onSaved: (response: Response) => void
    onError: (error: Error) => void
    /** Whether it is open, when the caller decides (a dialog opened by another action). */
    openState?: [open: boolean, setOpen: (open: boolean) => void]
  },
) {
  const ownState = useState(false)
  const [open, setOpen] = openState ?? ownState
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(toRequest(values), {
      onSuccess: (response) => {
        form.reset()
        setOpen(false)
        onSaved(response)
      },
      onError,
    }),
  )
  return { open, onOpenChange: setOpen, form, onSubmit, pending: mutation.isPending }
}

/**
 * The back office's add-something dialog: a titled form whose fields are disabled while it is
 * sent, with Cancel and a submit button that shows it is busy.
 */
export function FormDialog<Values extends FieldValues, Output>({
  open,
  onOpenChange,
  trigger,
  returnFocusTo,
  focusFirst,
  icon: Icon,
  title,
  description,
  contentClassName,
  form,
  onSubmit,
  legend,
  pending,
  canSubmit = true,
  submitLabel,
  pendingLabel,
  children,
}: FormDialogProps<Values, Output>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <DialogTrigger asChild>
          <Button size={trigger.size} variant={trigger.variant}>
            <Plus aria-hidden="true" />
            {trigger.label}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        className={contentClassName}
        onOpenAutoFocus={
          focusFirst
            ? (event) => {
                event.preventDefault()
                focusFirst()
              }
            : undefined
        }
        onCloseAutoFocus={returnFocusTo ? returnFocusOnClose(returnFocusTo) : undefined}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 text-brand-700" />
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <fieldset disabled={pending} className="grid grid-cols-2 gap-4">
              <legend className="sr-only">{legend}</legend>
              {children}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!canSubmit || pending} aria-busy={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Plus aria-hidden="true" />}
                {pending ? pendingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
