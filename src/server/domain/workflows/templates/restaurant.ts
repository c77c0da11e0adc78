import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { bodyText, calendarEvent, code, dailySchedule, editFields, googleSheets, httpRequest, ifCondition, openAiChat, sendEmail, sms, waitUntil, webhook } from '../nodes'

/**
 * Restaurants: the phone and the reviews are what take the front of house away from guests.
 * Figures: 12 h a week of a host's time at $18 → $940 a month; 4 h of a manager's at $25 → $430.
 */

const reservationsId = 'restaurant-reservations'

export const restaurantReservations = defineWorkflow({
  id: reservationsId,
  name: 'Restaurant Reservation Automation',
  industry: 'Restaurant',
  description:
    'Takes booking requests from the website or a booking widget, books the table in the calendar, logs it, texts the guest a confirmation and a reminder the day before; parties over 8 go to the manager first.',
  timeSavings: 12,
  costSavings: 940,
  nodes: [
    webhook('Reservation Request', 'restaurant-reservation'),
    editFields('Map Reservation', { ...bodyText('name', 'phone', 'email'), partySize: ['number', '={{ Number($json.body.partySize) }}'], ...bodyText('date', 'time') }),
    code(
      'Work Out Times',
      [
        "const start = DateTime.fromISO(`${$json.date}T${$json.time}`, { zone: $now.zoneName });",
        'return { json: { ...$json, start: start.toISO(), end: start.plus({ minutes: 90 }).toISO(), remindAt: start.minus({ days: 1 }).toISO() } };',
      ].join('\n'),
    ),
    ifCondition('Party Over 8?', '={{ $json.partySize }}', { type: 'number', operation: 'gt' }, 8),
    sendEmail('Ask Manager to Approve', {
      from: 'bookings@example.com',
      to: 'manager@example.com',
      subject: '=Large party request: {{ $json.name }}, {{ $json.partySize }} guests on {{ $json.date }}',
      text: '={{ $json.name }} ({{ $json.phone }}, {{ $json.email }}) asks for a table for {{ $json.partySize }} on {{ $json.date }} at {{ $json.time }}. Reply to the guest to confirm.',
    }),
    googleSheets('Log Reservation', 'Reservations', { append: true }),
    calendarEvent('Book Table', {
      start: "={{ $('Work Out Times').item.json.start }}",
      end: "={{ $('Work Out Times').item.json.end }}",
      summary: "=Table for {{ $('Work Out Times').item.json.partySize }}: {{ $('Work Out Times').item.json.name }}",
      description: "=Phone {{ $('Work Out Times').item.json.phone }} · {{ $('Work Out Times').item.json.email }}",
    }),
    sms('Text Confirmation', "={{ $('Work Out Times').item.json.phone }}", "=Hi {{ $('Work Out Times').item.json.name }}, your table for {{ $('Work Out Times').item.json.partySize }} on {{ $('Work Out Times').item.json.date }} at {{ $('Work Out Times').item.json.time }} is booked. Reply to this text to change it."),
    waitUntil('Wait Until Day Before', "={{ $('Work Out Times').item.json.remindAt }}"),
    sms('Text Reminder', "={{ $('Work Out Times').item.json.phone }}", "=Reminder: your table for {{ $('Work Out Times').item.json.partySize }} is tomorrow at {{ $('Work Out Times').item.json.time }}. See you then!"),
  ],
  edges: [
    ...chain('Reservation Request', 'Map Reservation', 'Work Out Times', 'Party Over 8?'),
    { from: 'Party Over 8?', to: 'Ask Manager to Approve', output: 0 },
    { from: 'Party Over 8?', to: 'Log Reservation', output: 1 },
    ...chain('Log Reservation', 'Book Table', 'Text Confirmation', 'Wait Until Day Before', 'Text Reminder'),
  ],
})

const reviewsId = 'restaurant-review-responder'

export const restaurantReviewResponder = defineWorkflow({
  id: reviewsId,
  name: 'Google Review Responder',
  industry: 'Restaurant',
  description:
    'Every morning fetches new Google reviews, has AI draft a warm, specific reply to each unanswered one, and e-mails the drafts to the owner to approve: no review goes unanswered, nothing is posted unseen.',
  timeSavings: 4,
  costSavings: 430,
  nodes: [
    dailySchedule('Every Morning at 8', 8),
    httpRequest('Fetch New Reviews', {
      method: 'GET',
      url: 'https://mybusiness.googleapis.com/v4/accounts/ACCOUNT_ID/locations/LOCATION_ID/reviews?pageSize=50&orderBy=updateTime%20desc',
    }),
    { name: 'One Item per Review', type: 'n8n-nodes-base.splitOut', typeVersion: 1, parameters: { fieldToSplitOut: 'reviews', options: {} } },
    ifCondition('Not Answered Yet?', '={{ !$json.reviewReply }}', { type: 'boolean', operation: 'true', singleValue: true }),
    openAiChat(
      'Draft Reply with AI',
      'You reply to restaurant reviews for the owner. Answer in JSON: {"reply": string}. Thank the guest by first name, mention one specific thing they wrote, keep it under 80 words; for a complaint apologise and invite them to call.',
      'JSON.stringify({ reviewer: $json.reviewer?.displayName, stars: $json.starRating, text: $json.comment })',
    ),
    code('Read Draft', "return { json: { ...$('Not Answered Yet?').item.json, draft: JSON.parse($json.choices[0].message.content).reply } };"),
    sendEmail('Send Draft to Owner', {
      from: 'reviews@example.com',
      to: 'owner@example.com',
      subject: '=New {{ $json.starRating }} review from {{ $json.reviewer.displayName }}: reply ready',
      text: '=They wrote:\n{{ $json.comment }}\n\nSuggested reply:\n{{ $json.draft }}\n\nPaste it into Google Business Profile, or edit it first.',
    }),
  ],
  edges: [
    ...chain('Every Morning at 8', 'Fetch New Reviews', 'One Item per Review', 'Not Answered Yet?'),
    { from: 'Not Answered Yet?', to: 'Draft Reply with AI', output: 0 },
    ...chain('Draft Reply with AI', 'Read Draft', 'Send Draft to Owner'),
  ],
})
