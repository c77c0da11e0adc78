import { attributionField } from './attribution'
import { priorities } from './scoring-model'
import { smsConsentFields } from './texts'
import { z } from './zod'

/**
 * What the public forms send and are answered (SPEC §3 and §5: POST /api/contact, /api/assessment,
 * /api/bookings): a module of its own because the visitor's pages parse and validate with it, and
 * each schema here is built when a page's form code is evaluated, a cost on a slow phone (issue 35).
 * The back office's shapes stay in automation.ts.
 */

export const prioritySchema = z.enum(priorities)

/** SPEC §3 "Contact submission form"; SPEC §5: fullName, businessName, email, automationNeeds required. */
export const contactSubmissionSchema = z.strictObject({
  fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  businessName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120, 'Business name must be at most 120 characters'),
  email: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').pipe(z.email('Valid email is required')),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').optional(),
  automationNeeds: z.string({ error: 'Automation needs are required' }).trim().min(1, 'Automation needs are required').max(4000, 'Automation needs must be at most 4000 characters'),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>

/**
 * Bot checks every public form sends with its fields (POST /api/contact, POST /api/assessment):
 * `website` is a honeypot that people never see and must stay empty; `formToken` is the token
 * GET /api/form-token issued when the visitor began the form (focused it first), signed by the
 * server, so the time a form took is measured on the server's clock (docs/decisions/028). A form
 * sent with the honeypot filled, without a valid token or sooner than a person could fill it is
 * stored quarantined, with the same answer as any other (docs/decisions/027).
 */
export const formBotFields = {
  website: z.string().max(2000).optional(),
  formToken: z.string().max(200).optional(),
}
export type FormBotFields = { website?: string; formToken?: string }

/**
 * A form's token, and how long after it the form should wait before it sends (the server's
 * minimum fill time): a person who fills a form in one tap (a demo's sample data) waits that
 * long instead of being held for review (docs/decisions/030).
 */
export const formTokenResponseSchema = z.object({ token: z.string(), readyInMs: z.number().int().min(0) })
export type FormTokenResponse = z.infer<typeof formTokenResponseSchema>

/** The body of POST /api/contact: the form's fields, the bot checks and where the visitor came from. */
export const contactRequestSchema = contactSubmissionSchema.extend(formBotFields).extend(attributionField).extend(smsConsentFields)
export type ContactRequest = z.infer<typeof contactRequestSchema>

/**
 * SPEC §3 "Submission response" (and heldForReview). The score is the first, rule-based one (the analysis refines it
 * seconds later); tasksCreated and emailsSent count what the committed jobs will do: 5 and 1 for
 * a new lead, 0 and 0 for a repeat submission of a lead that already has them. realAutomation
 * is true when at least one real service (not a local twin) is configured; the three statuses
 * are ProviderStatus values.
 */
export const submissionResponseSchema = z.object({
  success: z.boolean(),
  automation: z.object({
    leadScore: z.number().int().min(0).max(100),
    priority: prioritySchema,
    tasksCreated: z.number().int().min(0),
    emailsSent: z.number().int().min(0),
    /**
     * The submission is stored and waits for a person at the agency before anything is sent
     * (quarantined; never says which check held it, docs/decisions/030): tasksCreated and
     * emailsSent are 0 until the owner releases it.
     */
    heldForReview: z.boolean().optional(),
    realAutomation: z.boolean(),
    openaiStatus: z.string(),
    notionStatus: z.string(),
    makeComStatus: z.string(),
    /** The mail server's state ('connected', 'degraded', or 'local': written, kept in the outbox, not sent). */
    emailStatus: z.string().optional(),
  }),
})
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>
