import type { LeadFacts } from '@/server/db/documents'
import type { OpportunityDraft, ReportAnswers } from '@/server/domain/assessment-report'
import type { ResearchFacts, ResearchWording } from '@/server/domain/research/analysis'
import type { PlaceCandidate } from '@/server/domain/research/place'
import type { ResearchIndustry, ResearchLocation } from '@/shared/research'
import type { FactorInput } from '@/shared/scoring'

/**
 * What each third-party service must do for the pipeline. Every provider has a real
 * implementation and a local twin that works offline; providers/index.ts picks one from the
 * configuration. A call never throws for a provider's fault: it returns a typed failure the
 * caller can retry, log and show (STYLE: errors are values at boundaries).
 */

export type ProviderFailureKind =
  /** No answer within the timeout. */
  | 'timeout'
  /** The service answered with an error status (4xx/5xx). */
  | 'http'
  /** The answer was not what its API promises (not JSON, wrong shape). */
  | 'malformed'
  /** Connection refused, DNS, TLS, or the mail server rejected the message. */
  | 'network'

export type ProviderFailure = { kind: ProviderFailureKind; message: string; status?: number }

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ProviderFailure }

export const succeeded = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const failed = (kind: ProviderFailureKind, message: string, status?: number): Outcome<never> => ({
  ok: false,
  failure: status === undefined ? { kind, message } : { kind, message, status },
})

export type ProviderKey = 'llm' | 'crm' | 'mail' | 'make' | 'sms'

/** The language model's read of a lead: factor values (any may be missing) and words for people. */
export type LlmLeadRead = {
  factors: FactorInput
  summary?: string
  opportunities?: string[]
}

export type LlmProvider = {
  kind: 'openai' | 'local'
  model: string
  analyseLead(facts: LeadFacts): Promise<Outcome<LlmLeadRead>>
  /**
   * The assessment report's top 3 automation opportunities, chosen from `catalogue` (by key) and
   * worded for this business. Exactly 3 distinct keys of the catalogue; the figures are not the
   * model's (docs/decisions/016). An unusable answer is a 'malformed' failure.
   */
  draftReportOpportunities(answers: ReportAnswers, catalogue: readonly OpportunityDraft[]): Promise<Outcome<OpportunityDraft[]>>
  /**
   * Business research (docs/decisions/018): the words of a found business's analysis (pain
   * points, opportunities, recommended solution, a summary). The figures are not the model's.
   */
  analyseResearchCompany(facts: ResearchFacts): Promise<Outcome<ResearchWording>>
  /** A minimal request proving the key and the model answer. */
  test(): Promise<Outcome<{ model: string; latencyMs: number }>>
  /**
   * The site assistant's conversation (issue 26), streamed as the model writes it, with the
   * tools it may ask the server to run. Only a real model has it: the local rules cannot talk.
   * Throws when the model fails (the assistant answers with SPEC's keyword answers instead).
   */
  streamChat?(request: ChatRequest): AsyncIterable<ChatPiece>
}

/** A tool the model may ask the server to run: its name, what it does, its arguments' JSON Schema. */
export type ChatTool = { name: string; description: string; parameters: Record<string, unknown> }
export type ChatToolCall = { id: string; name: string; arguments: string }
export type ChatTurn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: ChatToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string }
export type ChatRequest = { turns: ChatTurn[]; tools: ChatTool[]; maxTokens: number; signal: AbortSignal }
/** What the model streams: text as written, then the tool calls it made, then what it cost. */
export type ChatPiece = { kind: 'text'; text: string } | ({ kind: 'tool-call' } & ChatToolCall) | { kind: 'usage'; tokens: number }

export type CrmLead = {
  leadId: string
  fullName: string
  businessName: string
  email: string
  phone: string | null
  score: number
  priority: string
  status: string
  source: string
  summary: string
}

export type CrmTask = {
  taskId: string
  title: string
  description: string
  type: string
  priority: string
  dueDate: Date | null
  relatedLead: string
  completed: boolean
}

export type CrmMirror = { pageId: string | null; created: boolean }

export type CrmProvider = {
  kind: 'notion' | 'local'
  /** Creates the lead's page, or finds the one a previous attempt created (by lead id). */
  mirrorLead(lead: CrmLead): Promise<Outcome<CrmMirror>>
  mirrorTask(task: CrmTask): Promise<Outcome<CrmMirror>>
  /** Whether task pages are mirrored at all (a tasks database is configured). */
  mirrorsTasks: boolean
  test(): Promise<Outcome<{ databases: { name: string; found: boolean }[] }>>
}

export type MailMessage = {
  messageId: string
  to: string
  /** Where answers go: the mailbox the product reads (IMAP_REPLY_TO, else MAIL_FROM; issue 23). */
  replyTo?: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** An iCalendar invitation, sent as a `text/calendar; method=…` alternative (a booking's e-mails). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | null
}

export type MailProvider = {
  kind: 'smtp' | 'local'
  from: string
  /** `delivered: false` means there is no transport: the outbox row says so. */
  send(message: MailMessage): Promise<Outcome<{ delivered: boolean; note?: string }>>
  /** Connects and greets the server without sending anything. */
  verify(): Promise<Outcome<void>>
  close(): void
}

/** A text to one number (issue 31): E.164, the body already within its segment budget. */
export type SmsMessage = {
  to: string
  body: string
  /** Where the provider reports delivery (POST /api/sms/status, signed). */
  statusCallbackUrl?: string
}

/**
 * A failed text. `permanent`: the number will never take a text from us (not a valid number, not
 * a mobile, it replied STOP to the provider); the lead is marked and nothing more is sent to it.
 * Otherwise (429, 5xx, a timeout) the outbox tries again with backoff. `code` is the provider's
 * error code (Twilio's 21211, 21610, 21614 …).
 */
export type SmsFailure = ProviderFailure & { code?: number; permanent: boolean }
export type SmsOutcome = { ok: true; value: { delivered: true; sid: string; status: string } | { delivered: false; note: string } } | { ok: false; failure: SmsFailure }

export type SmsProvider = {
  kind: 'twilio' | 'local'
  /** The business number texts are sent from (E.164), or null when texts are off. */
  from: string | null
  send(message: SmsMessage): Promise<SmsOutcome>
  /**
   * A text to `to` with this body that the provider took since `since`, or null: asked before a
   * send that may have left already (its worker died mid-call), so it is not sent twice.
   */
  findSent(message: { to: string; body: string; since: Date }): Promise<Outcome<{ sid: string; status: string } | null>>
  /** Reads the account: proves the credentials without sending anything. */
  test(): Promise<Outcome<{ account: string; status: string }>>
}

export type MakeLeadPost = {
  idempotencyKey: string
  lead: CrmLead & { automationNeeds?: string; businessType?: string }
}

export type MakeProvider = {
  kind: 'make' | 'local'
  /** Whether new leads are posted anywhere. */
  webhookConfigured: boolean
  /** Whether the REST API can be tested. */
  apiConfigured: boolean
  postLead(post: MakeLeadPost): Promise<Outcome<{ delivered: boolean }>>
  test(): Promise<Outcome<{ userName: string; scenariosCount: number }>>
}

/** What a business-research run asks a places source for. */
export type PlacesQuery = {
  location: ResearchLocation
  industries: readonly ResearchIndustry[]
  /** Businesses to answer at most (a source may answer fewer). */
  limit: number
}

/**
 * A places source's failure. `unreachable`: the source could not be reached at all (DNS failure,
 * connection refused, network unreachable), so the run falls back to the offline sample set; an
 * answer that came and was wrong (a 5xx, a timeout, malformed JSON) fails the run instead.
 */
export type PlacesFailure = ProviderFailure & { unreachable: boolean }

export type PlacesOutcome = { ok: true; value: PlaceCandidate[] } | { ok: false; failure: PlacesFailure }

export type PlacesProvider = {
  kind: 'overpass' | 'google' | 'sample'
  /** The company's researchSource and the run's source: 'OpenStreetMap (Overpass)', 'Google Places', 'Sample data (offline)'. */
  sourceName: string
  /** `signal` aborts the request (the run's own deadline); the call also gives up after its own timeout. */
  search(query: PlacesQuery, options?: { signal?: AbortSignal }): Promise<PlacesOutcome>
}

export type Providers = { llm: LlmProvider; crm: CrmProvider; mail: MailProvider; make: MakeProvider; places: PlacesProvider; sms: SmsProvider }
