import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { sendResearchEmailRequestSchema, type ResearchCompany, type ResearchEmailDraft } from '@/shared/research'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog'
import { Form } from '@/web/components/ui/form'
import { toast } from '@/web/hooks/use-toast'
import { useSendEmailDraft } from '../../api/research'
import { TextAreaField, TextField } from '@/web/components/form-fields'
import { reportSaveError } from '../shared/report-save-error'

type DraftForm = z.input<typeof sendResearchEmailRequestSchema>
type DraftValues = z.output<typeof sendResearchEmailRequestSchema>
const draftFields = ['to', 'subject', 'text']

/** 'Send Email': the outbox draft, prefilled from the research, to edit and confirm; nothing is sent before Send. */
export function EmailDraftDialog({ company, draft, onClose }: { company: ResearchCompany | null; draft: ResearchEmailDraft | null; onClose: () => void }) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Email {company?.name ?? 'the company'}</DialogTitle>
          <DialogDescription>A draft written from the research. Edit it as you like; it is sent only when you press Send.</DialogDescription>
        </DialogHeader>
        {draft && <DraftForm key={draft.draftId} draft={draft} onSent={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function DraftForm({ draft, onSent }: { draft: ResearchEmailDraft; onSent: () => void }) {
  const send = useSendEmailDraft()
  const form = useForm<DraftForm, unknown, DraftValues>({
    resolver: zodResolver(sendResearchEmailRequestSchema),
    defaultValues: { to: draft.to, subject: draft.subject, text: draft.text },
  })
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { draftId: draft.draftId, ...values },
      {
        onSuccess: (result) => {
          toast({ title: result.status === 'queued' ? 'Email Queued' : 'Email Not Sent', description: result.message })
          onSent()
        },
        onError: (error) => reportSaveError(form.setError, error, { fallback: 'Could not send this e-mail.', formFields: draftFields }),
      },
    ),
  )
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset disabled={send.isPending} className="grid gap-4">
          <legend className="sr-only">E-mail</legend>
          <TextField control={form.control} name="to" label="To" type="email" autoComplete="off" />
          <TextField control={form.control} name="subject" label="Subject" autoComplete="off" />
          <TextAreaField control={form.control} name="text" label="Message" rows={10} />
        </fieldset>
        <DialogFooter>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            {send.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
            {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
