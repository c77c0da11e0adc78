/**
 * What the server answers about its automation, as a fixture the integration tests assert and the
 * web app's unit tests read (it imports nothing from the server).
 */

/** GET /api/automation/status, as anyone sees it, with nothing configured. */
export const localAutomationStatus = {
  status: 'active',
  features: { leadProcessing: true, emailAutomation: false, taskGeneration: true, leadScoring: true },
  providers: { llm: 'local', crm: 'local', mail: 'local', make: 'not-configured', sms: 'not-configured' },
  details: {
    leadProcessing: { state: 'active' },
    emailAutomation: { state: 'local' },
    taskGeneration: { state: 'active' },
    leadScoring: { state: 'local' },
    crm: { state: 'not-configured' },
    make: { state: 'not-configured' },
    // Issue 23: no mailbox configured (IMAP_URL unset), so replies are not read.
    inboundEmail: { state: 'off' },
    // Issue 33: no ad platform configured, so each connection is off.
    adConnections: { metaLeads: { state: 'off' }, metaConversions: { state: 'off' }, googleLeads: { state: 'off' }, googleConversions: { state: 'off' } },
  },
}
