import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { bodyText, code, editFields, googleSheets, ifCondition, openAiChat, sendEmail, sms, wait, webhook } from '../nodes'

/**
 * Real estate: the first agent to answer an inquiry usually gets the client. Figures: 20 h a week
 * of an agent's or assistant's time at $35 → $3,030 a month.
 */

const id = 'real-estate-lead-response'

export const realEstateLeadResponse = defineWorkflow({
  id,
  name: 'Real Estate Instant Lead Response',
  industry: 'Real Estate',
  description:
    'Answers every property inquiry within a minute: AI scores the lead and writes a personal reply, the lead goes into the lead sheet, hot leads are texted to the agent at once and the rest get a follow-up e-mail the next day.',
  timeSavings: 20,
  costSavings: 3030,
  nodes: [
    webhook('New Property Inquiry', 'real-estate-inquiry'),
    editFields('Map Lead Fields', bodyText('name', 'email', 'phone', 'property', 'budget', 'message')),
    openAiChat(
      'Score Lead and Draft Reply',
      'You assist a real estate agent. Answer in JSON: {"score": 0-100 (how ready to buy or sell), "reason": string, "reply": string}. The reply thanks the person by first name, answers what they asked about the property, and offers two viewing times; under 120 words.',
      'JSON.stringify($json)',
    ),
    code('Read AI Answer', "return { json: { ...$('Map Lead Fields').item.json, ...JSON.parse($json.choices[0].message.content) } };"),
    googleSheets('Add to Lead Sheet', 'Leads', { append: true }),
    sendEmail('Instant Reply to Lead', {
      from: 'agent@example.com',
      to: "={{ $('Read AI Answer').item.json.email }}",
      subject: "=Re: {{ $('Read AI Answer').item.json.property }}",
      text: "={{ $('Read AI Answer').item.json.reply }}",
    }),
    ifCondition('Hot Lead?', "={{ $('Read AI Answer').item.json.score }}", { type: 'number', operation: 'gte' }, 70),
    sms('Text the Agent', '+15555550101', "=Hot lead ({{ $('Read AI Answer').item.json.score }}): {{ $('Read AI Answer').item.json.name }}, {{ $('Read AI Answer').item.json.phone }}, about {{ $('Read AI Answer').item.json.property }}. {{ $('Read AI Answer').item.json.reason }}"),
    wait('Wait a Day', 24, 'hours'),
    sendEmail('Follow-up Email', {
      from: 'agent@example.com',
      to: "={{ $('Read AI Answer').item.json.email }}",
      subject: "=Still looking? {{ $('Read AI Answer').item.json.property }}",
      text: "=Hi {{ $('Read AI Answer').item.json.name.split(' ')[0] }},\n\nI wanted to follow up on {{ $('Read AI Answer').item.json.property }}. Would you like to see it this week, or shall I send similar homes in your budget?\n\nJust reply to this e-mail.",
    }),
  ],
  edges: [
    ...chain('New Property Inquiry', 'Map Lead Fields', 'Score Lead and Draft Reply', 'Read AI Answer', 'Add to Lead Sheet', 'Instant Reply to Lead', 'Hot Lead?'),
    { from: 'Hot Lead?', to: 'Text the Agent', output: 0 },
    { from: 'Hot Lead?', to: 'Wait a Day', output: 1 },
    { from: 'Wait a Day', to: 'Follow-up Email' },
  ],
})
