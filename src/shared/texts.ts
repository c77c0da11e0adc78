/** The texts' webhooks (issue 31): the addresses to set on the Twilio number. */
export const smsApi = {
  inbound: '/api/sms/inbound',
} as const
