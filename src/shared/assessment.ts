import { z } from './zod'
import { attributionField } from './attribution'
import { formBotFields, submissionResponseSchema } from './public-form'
import { smsConsentFields } from './texts'

/**
 * The free assessment (SPEC §3 "Assessment submission", §5 "Assessment form"). The form and
 * POST /api/assessment validate with this same schema, so the messages match everywhere.
 */

export const businessTypes = [
  { value: 'roofing', label: 'Roofing' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'plumbing', label: 'Plumbing' },
  { value: 'electrical', label: 'Electrical' },
  { value: 'landscaping', label: 'Landscaping/Tree Service' },
  { value: 'fencing', label: 'Fencing' },
  { value: 'pest-control', label: 'Pest Control' },
  { value: 'windows-doors', label: 'Windows & Doors' },
  { value: 'concrete', label: 'Concrete/Foundation' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'other', label: 'Other' },
] as const

export const painPoints = [
  { value: 'not-enough-leads', label: 'Not enough leads' },
  { value: 'low-quality-leads', label: 'Low-quality leads' },
  { value: 'too-expensive', label: 'Marketing too expensive' },
  { value: 'no-time', label: 'No time for marketing' },
  { value: 'no-tracking', label: "Can't track what works" },
  { value: 'inconsistent-results', label: 'Inconsistent results' },
] as const

export const revenueRanges = [
  { value: 'under-10k', label: 'Under $10k' },
  { value: '10k-50k', label: '$10k - $50k' },
  { value: '50k-100k', label: '$50k - $100k' },
  { value: '100k-250k', label: '$100k - $250k' },
  { value: '250k-plus', label: '$250k+' },
] as const

type Option = { readonly value: string; readonly label: string }
const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

/** SPEC states no maximum lengths; these bounds only keep a record sane, far above real answers. */
export const assessmentLimits = { name: 120, email: 254, phone: 40, freeText: 2000 } as const

const choice = <T extends readonly Option[]>(options: T, message: string) =>
  z.enum(valuesOf(options), { error: message })

const text = (min: number, max: number, message: string, field: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `${field} must be at most ${max} characters`)

export const assessmentSchema = z.strictObject({
  businessName: text(2, assessmentLimits.name, 'Business name is required', 'Business name'),
  fullName: text(2, assessmentLimits.name, 'Your name is required', 'Your name'),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(assessmentLimits.email, 'Valid email is required')
    .pipe(z.email('Valid email is required')),
  phone: z
    .string()
    .trim()
    .max(assessmentLimits.phone, `Phone must be at most ${assessmentLimits.phone} characters`)
    .optional(),
  businessType: choice(businessTypes, 'Please select your business type'),
  primaryPainPoint: choice(painPoints, 'Please select your main challenge'),
  monthlyRevenue: choice(revenueRanges, 'Please select your revenue range'),
  currentMarketing: text(5, assessmentLimits.freeText, 'Brief description is fine', 'Current marketing'),
  biggestGoal: text(5, assessmentLimits.freeText, 'Brief description is fine', 'Biggest goal'),
})

/** Each field's label, as the form shows it (without its required mark) and as a server page names it. */
export const assessmentFieldLabels = {
  businessName: 'Business Name',
  fullName: 'Your Name',
  email: 'Email',
  phone: 'Phone (optional)',
  businessType: 'Business Type',
  monthlyRevenue: 'Monthly Revenue',
  primaryPainPoint: 'Biggest Marketing Challenge',
  currentMarketing: 'How do you get customers today?',
  biggestGoal: 'What is your biggest goal for the next 12 months?',
} as const satisfies Record<keyof z.input<typeof assessmentSchema>, string>

/** What the form holds while it is being filled in (selects start empty). */
export type AssessmentInput = z.input<typeof assessmentSchema>
export type Assessment = z.output<typeof assessmentSchema>

/** The body of POST /api/assessment: the nine fields and the bot checks (automation.ts). */
export const assessmentRequestSchema = assessmentSchema.extend(formBotFields).extend(attributionField).extend(smsConsentFields)
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>

export const assessmentResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  /** What the lead-response pipeline will do (SPEC §3 "Submission response"). */
  automation: submissionResponseSchema.shape.automation.optional(),
})
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>

export function monthlyRevenueLabel(value: string): string {
  return revenueRanges.find((range) => range.value === value)?.label ?? value
}
