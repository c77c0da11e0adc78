import { prioritySchema } from './public-form'
import { z } from './zod'

/** The automation test's shapes (SPEC §3 "Test results", "Log entry"; POST /api/automation/test), also run by the public demo. */

/** SPEC §3 "Test results". */
export const testResultsSchema = z.object({
  leadScore: z.number().int().min(0).max(100),
  priority: prioritySchema,
  emailGenerated: z.boolean(),
  tasksCreated: z.number().int().min(0),
  emailsScheduled: z.number().int().min(0),
  /** Milliseconds from the start of the run to its end. */
  processingTime: z.number().min(0),
})
export type TestResults = z.infer<typeof testResultsSchema>

export const logStatusSchema = z.enum(['success', 'warning', 'error', 'processing'])
export type LogStatus = z.infer<typeof logStatusSchema>

/** SPEC §3 "Log entry". */
export const logEntrySchema = z.object({
  id: z.string(),
  step: z.string(),
  status: logStatusSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
  leadName: z.string().nullable(),
  businessName: z.string().nullable(),
})
export type LogEntry = z.infer<typeof logEntrySchema>

export const automationTestResponseSchema = z.object({
  success: z.boolean(),
  /** 'sandbox' when run without the operator session: local providers, nothing leaves the server. */
  mode: z.enum(['live', 'sandbox']),
  testResults: testResultsSchema,
})
export const testWithLogsResponseSchema = automationTestResponseSchema.extend({ logs: z.array(logEntrySchema) })
export type TestWithLogsResponse = z.infer<typeof testWithLogsResponseSchema>
