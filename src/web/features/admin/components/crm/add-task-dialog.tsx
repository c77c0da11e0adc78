import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { ListPlus } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { createTaskRequestSchema, crmCopy, taskTypes, type CreateTaskRequest } from '@/shared/admin'
import { toast } from '@/web/hooks/use-toast'
import { useCreateTask } from '../../api/create-task'
import { useLeadNames } from '../../api/get-leads'
import { taskToastTitle } from '../../lib/labels'
import { SelectField, TextAreaField, TextField } from '@/web/components/form-fields'
import { FormDialog, useFormDialog } from '../shared/form-dialog'
import { reportSaveError } from '../shared/report-save-error'

type TaskForm = CreateTaskRequest
type TaskValues = z.output<typeof createTaskRequestSchema>

const emptyTask: TaskForm = { title: '', description: '', type: 'Follow-up', priority: 'Medium', dueDate: '', relatedLead: '' }
const formFields = Object.keys(emptyTask)

/** SPEC §3 sales task form in a dialog; SPEC §5: Add Task waits for a title. */
export function AddTaskDialog({ onAdded }: { onAdded: () => void }) {
  const form = useForm<TaskForm, unknown, TaskValues>({ resolver: zodResolver(createTaskRequestSchema), defaultValues: emptyTask })
  const title = useWatch({ control: form.control, name: 'title' })
  const dialog = useFormDialog(form, useCreateTask(), {
    toRequest: (values): CreateTaskRequest => ({
      ...values,
      description: values.description || undefined,
      dueDate: values.dueDate || undefined,
      relatedLead: values.relatedLead || undefined,
    }),
    onSaved: (response) => {
      toast({ title: taskToastTitle(response.automation), description: response.message })
      onAdded()
    },
    onError: (error) => reportSaveError(form.setError, error, { fallback: crmCopy.taskFailedFallback, formFields }),
  })
  const leadNames = useLeadNames(dialog.open)
  const leadListId = useId()

  return (
    <FormDialog
      {...dialog}
      trigger={{ label: 'Add Task', size: 'sm' }}
      icon={ListPlus}
      title="Add Task"
      description="A sales task for you or the automation. Only the title is required."
      legend="Task details"
      canSubmit={(title ?? '').trim() !== ''}
      submitLabel="Add Task"
      pendingLabel="Adding Task…"
    >
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
    </FormDialog>
  )
}
