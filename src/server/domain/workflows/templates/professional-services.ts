import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { bodyText, code, editFields, googleSheets, ifCondition, openAiChat, sendEmail, wait, webhook } from '../nodes'

/**
 * Professional services (accountants, law firms, consultants, insurance, clinics): intake and
 * chasing documents is skilled staff's time. Figures: 10 h a week at $45 → $1,950 a month.
 */

const id = 'professional-services-client-intake'

export const professionalServicesClientIntake = defineWorkflow({
  id,
  name: 'Client Intake & Document Follow-up',
  industry: 'Professional Services',
  description:
    'Every intake form is summarised by AI and added to the client tracker, the client gets a welcome e-mail with the documents to send, and three days later is reminded of whatever has not arrived.',
  timeSavings: 10,
  costSavings: 1950,
  nodes: [
    webhook('Intake Form Submitted', 'client-intake'),
    editFields('Map Intake Fields', bodyText('name', 'email', 'company', 'need')),
    openAiChat(
      'Summarise Intake with AI',
      'You prepare new-client intake for a professional services firm. Answer in JSON: {"summary": string under 40 words, "documents": string[] (the documents to ask for, at most 6)}.',
      'JSON.stringify($json)',
    ),
    code('Read Summary', "const answer = JSON.parse($json.choices[0].message.content);\nreturn { json: { ...$('Map Intake Fields').item.json, summary: answer.summary, documents: answer.documents.join(', '), 'Documents Received': 'No' } };"),
    googleSheets('Add to Client Tracker', 'Clients', { append: true }),
    sendEmail('Welcome & Document Checklist', {
      from: 'office@example.com',
      to: "={{ $('Read Summary').item.json.email }}",
      subject: '=Welcome, {{ $(\'Read Summary\').item.json.name }}: what we need from you',
      text: "=Thank you for choosing us. To get started, please send:\n{{ $('Read Summary').item.json.documents }}\n\nReply to this e-mail with the files attached.",
    }),
    wait('Wait 3 Days', 3, 'days'),
    googleSheets('Check Documents Received', 'Clients', { lookup: { column: 'email', value: "={{ $('Read Summary').item.json.email }}" } }),
    ifCondition('Documents Missing?', "={{ $json['Documents Received'] !== 'Yes' }}", { type: 'boolean', operation: 'true', singleValue: true }),
    sendEmail('Document Reminder', {
      from: 'office@example.com',
      to: '={{ $json.email }}',
      subject: 'A reminder: documents for your file',
      text: '=Hi {{ $json.name }},\n\nWe are still waiting for: {{ $json.documents }}. Once we have them we can start on your file.\n\nThank you!',
    }),
  ],
  edges: [
    ...chain('Intake Form Submitted', 'Map Intake Fields', 'Summarise Intake with AI', 'Read Summary', 'Add to Client Tracker', 'Welcome & Document Checklist', 'Wait 3 Days', 'Check Documents Received', 'Documents Missing?'),
    { from: 'Documents Missing?', to: 'Document Reminder', output: 0 },
  ],
})
