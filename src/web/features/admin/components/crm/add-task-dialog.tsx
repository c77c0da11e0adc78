import { useId, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { ListPlus, LoaderCircle, Plus } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { createTaskRequestSchema, crmCopy, taskTypes, type CreateTaskRequest } from '@/shared/admin'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog'
import { Form } from '@/web/components/ui/form'
import { toast } from '@/web/hooks/use-toast'
import { useCreateTask } from '../../api/create-task'
import { useLeadNames } from '../../api/get-leads'
import { errorMessage } from '@/web/lib/api-error'
import { serverFieldErrors } from '@/web/lib/form-errors'
import { taskToastTitle } from '../../lib/labels'
import { SelectField, TextAreaField, TextField } from '../shared/form-fields'

type TaskForm = CreateTaskRequest
type TaskValues = z.output<typeof createTaskRequestSchema>

const emptyTask: TaskForm = { title: '', description: '', type: 'Follow-up', priority: 'Medium', dueDate: '', relatedLead: '' }
const formFields = Object.keys(emptyTask)

/** SPEC §3 sales task form in a dialog; SPEC §5: Add Task waits for a title. */
export function AddTaskDialog({ onAdded }: { onAdded: () => void }) {
  const [open, setOpen] = useState(false)
  const createTask = useCreateTask()
  const leadNames = useLeadNames(open)
  const leadListId = useId()
  const form = useForm<TaskForm, unknown, TaskValues>({ resolver: zodResolver(createTaskRequestSchema), defaultValues: emptyTask })
  const title = useWatch({ control: form.control, name: 'title' })
  const pending = createTask.isPending

  const onSubmit = form.handleSubmit((values) => {
    const request: CreateTaskRequest = {
      ...values,
      description: values.description || undefined,
      dueDate: values.dueDate || undefined,
      relatedLead: values.relatedLead || undefined,
    }
    createTask.mutate(request, {
      onSuccess: (response) => {
        toast({ title: taskToastTitle(response.automation), description: response.message })
        form.reset(emptyTask)
        setOpen(false)
        onAdded()
      },
      onError: (error) => {
        toast({ title: 'Error', description: errorMessage(error, crmCopy.taskFailedFallback), variant: 'destructive' })
        for (const [field, message] of serverFieldErrors(error, formFields)) {
          form.setError(field as keyof TaskForm, { type: 'server', message }, { shouldFocus: true })
        }
      },
    })
  })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Add Task
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ListPlus aria-hidden="true" className="size-5 text-brand-700" />
            Add Task
          </DialogTitle>
          <DialogDescription>A sales task for you or the automation. Only the title is required.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <fieldset disabled={pending} className="grid grid-cols-2 gap-4">
              <legend className="sr-only">Task details</legend>
              <TextField control={form.control} name="title" label="Title *" autoComplete="off" placeholder="e.g. Call Maria about the demo" className="col-span-2" />
              <TextAreaField control={form.control} name="description" label="Description" placeholder="What needs doing (optional)" className="col-span-2" />
              <SelectField control={form.control} name="type" label="Type" options={taskTypes} />
              <SelectField control={form.control} name="priority" label="Priority" options={['High', 'Medium', 'Low']} />
              <TextField control={form.control} name="dueDate" label="Due date" type="date" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="relatedLead" label="Related lead" autoComplete="off" list={leadListId} placeholder="Lead name" className="col-span-2 sm:col-span-1" />
              <datalist id={leadListId}>
                {(leadNames.data ?? []).map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={(title ?? '').trim() === '' || pending} aria-busy={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Plus aria-hidden="true" />}
                {pending ? 'Adding Task…' : 'Add Task'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
