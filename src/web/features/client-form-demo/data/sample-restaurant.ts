import type { ContactFormValues } from '../lib/contact-form'

/** SPEC §2 "Fill Sample Restaurant Data": a believable local restaurant, on a reserved example domain. */
export const sampleRestaurant: ContactFormValues = {
  fullName: 'Maria Lopez',
  businessName: 'Bella Vista Bistro',
  email: 'maria@bellavistabistro.example.com',
  phone: '(859) 555-0187',
  // Consent is the visitor's to give: the sample never ticks the box (the form keeps theirs).
  smsConsent: false,
  automationNeeds:
    'We miss reservation calls during dinner rush and answer online inquiries a day late. We need automatic replies, table booking reminders and review follow-ups, ideally this month.',
}
