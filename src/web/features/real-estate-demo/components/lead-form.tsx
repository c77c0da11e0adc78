import { useId, useRef, useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { TitledCard } from '@/web/components/titled-card'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { NativeSelect, NativeSelectOption, NativeSelectOptions } from '@/web/components/ui/native-select'
import { useAdoptTypedValues } from '@/web/lib/typed-values'
import { budgetRanges, propertyTypes } from '../data/claims'
import { emptyLeadForm } from '../lib/leads'
import type { LeadForm as LeadFormValues } from '../lib/types'

type LeadFormProps = { onSubmit: (form: LeadFormValues) => void }

/** SPEC §5: Submit Inquiry has no validation, so the form sets `noValidate` and no field is required. */
export function LeadForm({ onSubmit }: LeadFormProps) {
  const id = useId()
  const [form, setForm] = useState<LeadFormValues>(emptyLeadForm)
  const [confirmation, setConfirmation] = useState('')
  const formElement = useRef<HTMLFormElement>(null)
  // What a visitor typed while the page's code was loading is what the form uses.
  useAdoptTypedValues(formElement, form, (typed) => setForm((current) => ({ ...current, ...typed })))

  const field = (name: keyof LeadFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(form)
    const who = form.name.trim() || 'there'
    setConfirmation(`Thanks, ${who}! Your inquiry is in Active Leads and the AI assistant replies in under 30 seconds.`)
    setForm(emptyLeadForm)
  }

  return (
    <TitledCard as="h2" title="Website Lead Form" description="What a buyer fills in on your site. Submit it and watch it land in Active Leads.">
      <form ref={formElement} method="post" noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Full name</Label>
          <Input {...field('name')} autoComplete="name" placeholder="Jane Smith" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input {...field('email')} type="email" autoComplete="email" placeholder="jane@example.com" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-phone`}>Phone</Label>
            <Input {...field('phone')} type="tel" autoComplete="tel" placeholder="(859) 555-0100" />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-propertyType`}>Property type</Label>
            <NativeSelect {...field('propertyType')}>
              <NativeSelectOption value="">Select a type</NativeSelectOption>
              <NativeSelectOptions options={propertyTypes} />
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-budget`}>Budget</Label>
            <NativeSelect {...field('budget')}>
              <NativeSelectOption value="">Select a range</NativeSelectOption>
              <NativeSelectOptions options={budgetRanges} />
            </NativeSelect>
          </div>
        </div>
        <Button type="submit" className="w-full sm:w-fit">
          <Send aria-hidden="true" />
          Submit Inquiry
        </Button>
        <p role="status" className="min-h-5 text-small text-accent-800">
          {confirmation}
        </p>
      </form>
    </TitledCard>
  )
}
