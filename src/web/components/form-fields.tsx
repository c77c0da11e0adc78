import type { ComponentProps, ReactNode } from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/web/components/ui/checkbox'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/web/components/ui/form'
import { Input } from '@/web/components/ui/input'
import { NativeSelect, NativeSelectOption, NativeSelectOptions, type NativeSelectChoice } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'

/**
 * Form fields for react-hook-form (the assessment and the back-office dialogs): each wires its
 * label, control and message (the zod message, or the server's for that field) through shadcn's
 * Form parts.
 */
type FieldProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>
  name: FieldPath<Values>
  label: string
  description?: ReactNode
  className?: string
}

type FieldFrameProps<Values extends FieldValues, Output> = Pick<FieldProps<Values, Output>, 'control' | 'name' | 'className'> & {
  children: (field: ControllerRenderProps<FieldValues, string>) => ReactNode
}

/** The form item bound to one field of the form: every field below renders inside it. */
function FieldFrame<Values extends FieldValues, Output>({ control, name, className, children }: FieldFrameProps<Values, Output>) {
  return <FormField control={control as never} name={name} render={({ field }) => <FormItem className={className}>{children(field)}</FormItem>} />
}

/** Label above, control, description, message: the frame the text, text-area and select fields share. */
function LabelledField<Values extends FieldValues, Output>({
  label,
  description,
  renderControl,
  ...frame
}: FieldProps<Values, Output> & { renderControl: (field: ControllerRenderProps<FieldValues, string> & { value: string }) => ReactNode }) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <>
          <FormLabel>{label}</FormLabel>
          <FormControl>{renderControl({ ...field, value: (field.value as string | undefined) ?? '' })}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </>
      )}
    </FieldFrame>
  )
}

export function TextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  description,
  className,
  ...inputProps
}: FieldProps<Values, Output> & Omit<ComponentProps<'input'>, 'name' | 'className'>) {
  return <LabelledField {...{ control, name, label, description, className }} renderControl={(field) => <Input {...inputProps} {...field} />} />
}

export function TextAreaField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  description,
  className,
  ...textareaProps
}: FieldProps<Values, Output> & Omit<ComponentProps<'textarea'>, 'name' | 'className'>) {
  return <LabelledField {...{ control, name, label, description, className }} renderControl={(field) => <Textarea rows={3} {...textareaProps} {...field} />} />
}

export function SelectField<Values extends FieldValues, Output>({
  options,
  placeholder,
  ...frame
}: FieldProps<Values, Output> & {
  options: readonly NativeSelectChoice[]
  /** A first, unselectable option that asks for a choice while the value is empty. */
  placeholder?: string
}) {
  return (
    <LabelledField
      {...frame}
      renderControl={(field) => (
        <NativeSelect {...field}>
          {placeholder !== undefined && (
            <NativeSelectOption value="" disabled>
              {placeholder}
            </NativeSelectOption>
          )}
          <NativeSelectOptions options={options} />
        </NativeSelect>
      )}
    />
  )
}

export function CheckboxField<Values extends FieldValues, Output>({ label, description, ...frame }: FieldProps<Values, Output>) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} name={field.name} className="mt-0.5" />
            </FormControl>
            <div className="grid gap-1.5">
              <FormLabel className="leading-snug">{label}</FormLabel>
              {description && <FormDescription>{description}</FormDescription>}
            </div>
          </div>
          <FormMessage />
        </>
      )}
    </FieldFrame>
  )
}
