/**
 * What the booking form needs only once it talks to the server (a submission, or a page that
 * came without its times): the API calls and the checks, which parse with zod. The form imports
 * this module at its first use, so hydrating the form builds no schema (decision 053); the page
 * preloads its file all the same, so a submission does not wait for it.
 */
export { bookCall } from '../api/book-call'
export { getFormToken, getSlots } from '../api/get-slots'
export { checkBookingFields } from './booking-answer'
