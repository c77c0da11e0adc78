import { useState } from 'react'
import { FilePlus2, LoaderCircle, Plus } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { researchIndustries } from '@/shared/research'
import { Button } from '@/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog'
import { Form } from '@/web/components/ui/form'
import { toast } from '@/web/hooks/use-toast'
import { ApiError } from '@/web/lib/api-error'
import { useAddManualResearch } from '../../api/research'
import { emptyManualResearch, manualFormFieldOf, toManualResearchRequest, type ManualResearchForm } from '../../lib/research-manual'
import { researchCopy } from '../../lib/research-run'
import { SelectField, TextAreaField, TextField } from '../shared/form-fields'

/**
 * SPEC §2 'Add Manual Research' → 'Add Manual Research Entry': no field is required by SPEC §5
 * (the server asks for a name); lists are one item per line; savings are parsed as an integer.
 */
export function ManualResearchDialog() {
  const [open, setOpen] = useState(false)
  const addResearch = useAddManualResearch()
  const form = useForm<ManualResearchForm>({ defaultValues: emptyManualResearch })
  const pending = addResearch.isPending

  const onSubmit = form.handleSubmit((values) =>
    addResearch.mutate(toManualResearchRequest(values), {
      onSuccess: () => {
        toast({ title: researchCopy.manualAddedTitle, description: researchCopy.manualAddedDescription })
        form.reset(emptyManualResearch)
        setOpen(false)
      },
      onError: (error) => {
        toast({ title: researchCopy.manualFailedTitle, description: error instanceof ApiError && error.status === 400 ? error.message : researchCopy.manualFailedDescription, variant: 'destructive' })
        if (!(error instanceof ApiError)) return
        let focus = true
        for (const [serverField, message] of Object.entries(error.fields)) {
          const field = manualFormFieldOf(serverField)
          if (!field) continue
          form.setError(field, { type: 'server', message }, { shouldFocus: focus })
          focus = false
        }
      },
    }),
  )

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" />
          Add Manual Research
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <FilePlus2 aria-hidden="true" className="size-5 text-brand-700" />
            Add Manual Research Entry
          </DialogTitle>
          <DialogDescription>A company you researched yourself. Put one pain point or opportunity per line.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <fieldset disabled={pending} className="grid grid-cols-2 gap-4">
              <legend className="sr-only">Company research</legend>
              <TextField control={form.control} name="name" label="Company name" autoComplete="off" placeholder="e.g. Keeneland Table & Tap" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="industry" label="Industry" autoComplete="off" list="research-industry-options" placeholder="e.g. Restaurants" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="location" label="Location" autoComplete="off" placeholder="e.g. Lexington, Kentucky" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="website" label="Website" autoComplete="off" placeholder="e.g. tableandtap.com" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="employees" label="Employees" autoComplete="off" placeholder="e.g. 10-25" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="potentialSavings" label="Potential savings ($/month)" inputMode="numeric" autoComplete="off" placeholder="e.g. 1200" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="contactPerson" label="Contact person" autoComplete="off" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="contactEmail" label="Contact email" type="email" autoComplete="off" className="col-span-2 sm:col-span-1" />
              <TextField control={form.control} name="contactPhone" label="Contact phone" type="tel" autoComplete="off" className="col-span-2 sm:col-span-1" />
              <SelectField control={form.control} name="priority" label="Priority" options={['High', 'Medium', 'Low']} className="col-span-2 sm:col-span-1" />
              <TextAreaField control={form.control} name="currentPainPoints" label="Pain points (one per line)" className="col-span-2" />
              <TextAreaField control={form.control} name="automationOpportunities" label="Automation opportunities (one per line)" className="col-span-2" />
              <TextAreaField control={form.control} name="researchNotes" label="Research notes" className="col-span-2" />
              <TextAreaField control={form.control} name="bluegrassAiSolution" label="Recommended solution" className="col-span-2" />
            </fieldset>
            <datalist id="research-industry-options">
              {researchIndustries.map((industry) => (
                <option key={industry} value={industry} />
              ))}
            </datalist>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Plus aria-hidden="true" />}
                {pending ? 'Adding…' : 'Add Research'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
