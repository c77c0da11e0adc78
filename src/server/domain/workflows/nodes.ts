import { stableUuid, type N8nParameters, type NodeSpec } from './n8n'

/**
 * The n8n nodes the templates are made of, with each node's parameters in the shape its
 * typeVersion reads (packages/nodes-base/nodes/<Node>/…). Addresses and numbers that belong to
 * the client (sheet, calendar, sender, phone) are placeholders set when the workflow is installed;
 * credentials are chosen in n8n on import.
 */

/** Webhook v2: a POST to /webhook/<path> starts the workflow; it answers at once. */
export function webhook(name: string, path: string): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.webhook',
    typeVersion: 2,
    parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
  }
}

/** Schedule Trigger v1.2: every week on the given days (0 = Sunday) at hour:minute, in the workflow's time zone. */
export function weeklySchedule(name: string, days: number[], hour: number, minute = 0): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.scheduleTrigger',
    typeVersion: 1.2,
    parameters: { rule: { interval: [{ field: 'weeks', weeksInterval: 1, triggerAtDay: days, triggerAtHour: hour, triggerAtMinute: minute }] } },
  }
}

/** Schedule Trigger v1.2: every day at hour:00. */
export function dailySchedule(name: string, hour: number): NodeSpec {
  return { name, type: 'n8n-nodes-base.scheduleTrigger', typeVersion: 1.2, parameters: { rule: { interval: [{ field: 'days', daysInterval: 1, triggerAtHour: hour }] } } }
}

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object'

/** Edit Fields (Set) v3.4, manual mapping: each field an expression or a value, with its type. */
export function editFields(name: string, fields: Record<string, [FieldType, string | number | boolean]>): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.set',
    typeVersion: 3.4,
    parameters: {
      mode: 'manual',
      assignments: {
        assignments: Object.entries(fields).map(([field, [type, value]]) => ({ id: stableUuid(name, field), name: field, value, type })),
      },
      options: {},
    },
  }
}

/** Edit Fields assignments that take each named field of the webhook's request body as it came, as text. */
export function bodyText(...fields: string[]): Record<string, [FieldType, string]> {
  return Object.fromEntries(fields.map((field) => [field, ['string', `={{ $json.body.${field} }}`]]))
}

/** Code v2 (JavaScript): once per item by default, or once for all items. */
export function code(name: string, jsCode: string, mode: 'runOnceForEachItem' | 'runOnceForAllItems' = 'runOnceForEachItem'): NodeSpec {
  return { name, type: 'n8n-nodes-base.code', typeVersion: 2, parameters: { mode, language: 'javaScript', jsCode } }
}

type Operator =
  | { type: 'number'; operation: 'gt' | 'gte' | 'lt' | 'lte' | 'equals' }
  | { type: 'boolean'; operation: 'true' | 'false'; singleValue: true }
  | { type: 'array'; operation: 'notEmpty' | 'empty'; singleValue: true }

/** If v2.2, one condition: output 0 is the true branch, output 1 the false one. */
export function ifCondition(name: string, leftValue: string, operator: Operator, rightValue: string | number | boolean = ''): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.if',
    typeVersion: 2.2,
    parameters: {
      conditions: {
        options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
        conditions: [{ id: stableUuid(name, 'condition'), leftValue, rightValue, operator }],
        combinator: 'and',
      },
      options: {},
    },
  }
}

/** Send Email v2.1 over the SMTP credential, plain text. */
export function sendEmail(name: string, email: { from: string; to: string; subject: string; text: string }): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.emailSend',
    typeVersion: 2.1,
    parameters: { fromEmail: email.from, toEmail: email.to, subject: email.subject, emailFormat: 'text', text: email.text, options: { appendAttribution: false } },
  }
}

/**
 * HTTP Request v4.2 to an OpenAI-compatible chat completions API (the OpenAI credential; any
 * compatible server by changing the URL): low temperature, at most 500 tokens (SPEC §9), a JSON
 * answer. `input` is an n8n expression body (without the braces) giving the user message.
 */
export function openAiChat(name: string, instructions: string, input: string): NodeSpec {
  const body = `{ model: 'gpt-4o-mini', temperature: 0.2, max_tokens: 500, response_format: { type: 'json_object' }, messages: [{ role: 'system', content: ${JSON.stringify(instructions)} }, { role: 'user', content: ${input} }] }`
  return {
    name,
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    parameters: {
      method: 'POST',
      url: 'https://api.openai.com/v1/chat/completions',
      authentication: 'predefinedCredentialType',
      nodeCredentialType: 'openAiApi',
      sendBody: true,
      specifyBody: 'json',
      jsonBody: `={{ JSON.stringify(${body}) }}`,
      options: { timeout: 30_000 },
    },
  }
}

/** HTTP Request v4.2 with a header-auth credential (an API key header) and a JSON body or none. */
export function httpRequest(name: string, request: { method: 'GET' | 'POST'; url: string; jsonBody?: string; headers?: Record<string, string> }): NodeSpec {
  const headers = Object.entries(request.headers ?? {})
  return {
    name,
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    parameters: {
      method: request.method,
      url: request.url,
      authentication: 'genericCredentialType',
      genericAuthType: 'httpHeaderAuth',
      ...(headers.length > 0 ? { sendHeaders: true, headerParameters: { parameters: headers.map(([header, value]) => ({ name: header, value })) } } : {}),
      ...(request.jsonBody ? { sendBody: true, specifyBody: 'json', jsonBody: request.jsonBody } : {}),
      options: { timeout: 30_000 },
    },
  }
}

const unsetLocator = { __rl: true, mode: 'list', value: '' }

/** Google Sheets v4.5: append a row (columns mapped from the item's fields), or read the rows matching a column. */
export function googleSheets(name: string, sheet: string, operation: { append: true } | { lookup: { column: string; value: string } }): NodeSpec {
  const sheetName = { __rl: true, mode: 'name', value: sheet }
  const parameters: N8nParameters =
    'append' in operation
      ? { operation: 'append', documentId: unsetLocator, sheetName, columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] }, options: {} }
      : {
          operation: 'read',
          documentId: unsetLocator,
          sheetName,
          filtersUI: { values: [{ lookupColumn: operation.lookup.column, lookupValue: operation.lookup.value }] },
          options: {},
        }
  return { name, type: 'n8n-nodes-base.googleSheets', typeVersion: 4.5, parameters }
}

/** Google Calendar v1.3: create an event on the client's calendar. */
export function calendarEvent(name: string, event: { start: string; end: string; summary: string; description: string }): NodeSpec {
  return {
    name,
    type: 'n8n-nodes-base.googleCalendar',
    typeVersion: 1.3,
    parameters: {
      calendar: unsetLocator,
      start: event.start,
      end: event.end,
      additionalFields: { summary: event.summary, description: event.description },
    },
  }
}

/** Twilio v1: send an SMS from the client's Twilio number. */
export function sms(name: string, to: string, message: string): NodeSpec {
  return { name, type: 'n8n-nodes-base.twilio', typeVersion: 1, parameters: { resource: 'sms', operation: 'send', from: '+15555550100', to, message, options: {} } }
}

/** Wait v1.1: resume after a time interval (the execution is stored meanwhile). */
export function wait(name: string, amount: number, unit: 'minutes' | 'hours' | 'days'): NodeSpec {
  return { name, type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: { resume: 'timeInterval', amount, unit } }
}

/** Wait v1.1: resume at a date and time (an expression giving an ISO timestamp). */
export function waitUntil(name: string, dateTime: string): NodeSpec {
  return { name, type: 'n8n-nodes-base.wait', typeVersion: 1.1, parameters: { resume: 'specificTime', dateTime } }
}
