import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { bodyText, calendarEvent, code, editFields, googleSheets, ifCondition, openAiChat, sms, webhook } from '../nodes'

/**
 * Contractors and home services (roofing, HVAC, plumbing, electrical, landscaping…): quote
 * requests come in while the crew is on a roof. Figures: 15 h a week of office time at $30 →
 * $1,950 a month.
 */

const id = 'home-services-lead-booking'

export const homeServicesLeadBooking = defineWorkflow({
  id,
  name: 'Contractor Lead Response & Booking',
  industry: 'Home Services',
  description:
    'Turns every quote request into a booked estimate: AI sorts emergencies from routine jobs, emergencies page the on-call technician at once, the rest get an estimate visit in the calendar and a confirmation text.',
  timeSavings: 15,
  costSavings: 1950,
  nodes: [
    webhook('Quote Request', 'quote-request'),
    editFields('Map Job Details', bodyText('name', 'phone', 'address', 'service', 'details')),
    openAiChat(
      'Triage the Job with AI',
      'You triage jobs for a home-services contractor. Answer in JSON: {"emergency": boolean (active leak, no heat or cooling in extreme weather, sparking, storm damage), "summary": string under 25 words, "estimateMinutes": number}.',
      'JSON.stringify($json)',
    ),
    code(
      'Read Triage',
      [
        "const triage = JSON.parse($json.choices[0].message.content);",
        "const visit = $now.plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0 });",
        "return { json: { ...$('Map Job Details').item.json, ...triage, visitStart: visit.toISO(), visitEnd: visit.plus({ minutes: triage.estimateMinutes || 60 }).toISO() } };",
      ].join('\n'),
    ),
    googleSheets('Log Job Request', 'Jobs', { append: true }),
    ifCondition('Emergency?', "={{ $('Read Triage').item.json.emergency }}", { type: 'boolean', operation: 'true', singleValue: true }),
    sms('Page On-Call Technician', '+15555550102', "=EMERGENCY {{ $('Read Triage').item.json.service }} at {{ $('Read Triage').item.json.address }}: {{ $('Read Triage').item.json.summary }}. Call {{ $('Read Triage').item.json.name }} on {{ $('Read Triage').item.json.phone }}."),
    calendarEvent('Book Estimate Visit', {
      start: "={{ $('Read Triage').item.json.visitStart }}",
      end: "={{ $('Read Triage').item.json.visitEnd }}",
      summary: "=Estimate: {{ $('Read Triage').item.json.service }}, {{ $('Read Triage').item.json.name }}",
      description: "={{ $('Read Triage').item.json.address }} · {{ $('Read Triage').item.json.phone }}\n{{ $('Read Triage').item.json.summary }}",
    }),
    sms('Text Appointment Confirmation', "={{ $('Read Triage').item.json.phone }}", "=Thanks {{ $('Read Triage').item.json.name }}! We'll come by for your free estimate tomorrow at 9:00. Reply to this text to pick another time."),
  ],
  edges: [
    ...chain('Quote Request', 'Map Job Details', 'Triage the Job with AI', 'Read Triage', 'Log Job Request', 'Emergency?'),
    { from: 'Emergency?', to: 'Page On-Call Technician', output: 0 },
    { from: 'Emergency?', to: 'Book Estimate Visit', output: 1 },
    { from: 'Book Estimate Visit', to: 'Text Appointment Confirmation' },
  ],
})
