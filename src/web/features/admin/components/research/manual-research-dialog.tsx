import { FilePlus2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { researchIndustries } from '@/shared/research'
import { toast } from '@/web/hooks/use-toast'
import { ApiError } from '@/web/lib/api-error'
import { useAddManualResearch } from '../../api/research'
import { emptyManualResearch, manualFormFieldOf, toManualResearchRequest, type ManualResearchForm } from '../../lib/research-manual'
import { researchCopy } from '../../lib/research-run'
import { SelectField, TextAreaField, TextField } from '@/web/components/form-fields'
import { FormDialog, useFormDialog } from '../shared/form-dialog'

/**
 * SPEC §2 'Add Manual Research' → 'Add Manual Research Entry': no field is required by SPEC §5
 * (the server asks for a name); lists are one item per line; savings are parsed as an integer.
 */
export function ManualResearchDialog() {
  const form = useForm<ManualResearchForm>({ defaultValues: emptyManualResearch })
  const dialog = useFormDialog(form, useAddManualResearch(), {
    toRequest: toManualResearchRequest,
    onSaved: () => toast({ title: researchCopy.manualAddedTitle, description: researchCopy.manualAddedDescription }),
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
  })

  return (
    <FormDialog
      {...dialog}
      trigger={{ label: 'Add Manual Research', variant: 'outline' }}
      icon={FilePlus2}
      title="Add Manual Research Entry"
      description="A company you researched yourself. Put one pain point or opportunity per line."
      contentClassName="sm:max-w-2xl"
      legend="Company research"
      submitLabel="Add Research"
      pendingLabel="Adding…"
    >
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
      <datalist id="research-industry-options">
        {researchIndustries.map((industry) => (
          <option key={industry} value={industry} />
        ))}
      </datalist>
    </FormDialog>
  )
}
