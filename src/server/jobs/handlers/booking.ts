import type { PipelineContext } from '@/server/services/pipeline/context'
import type { BookingEmailJobData } from '@/server/services/booking/booking-effects'
import { sendBookingEmail } from '@/server/services/booking/send-booking-email'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/** A booked call's e-mails (issue 22): confirmations, notices, reminders, changes, cancellations. */
export function bookingJobs(context: PipelineContext): JobDefinition<any>[] {
  return [backgroundStepJob<BookingEmailJobData>(context, jobNames.bookingEmail, (data, attempt) => sendBookingEmail(context, data, attempt))]
}
