/**
 * What the business number says (issue 32). Every line is true of what the server does: a missed
 * call always makes the task to call back, the receptionist's calls are kept as text and never
 * recorded, and only a voicemail is a recording (the caller hears the beep and chooses to speak).
 */

/** The voicemail's greeting, before the beep. */
export const voicemailGreeting = (businessName: string) =>
  `Thanks for calling ${businessName}. We can't take your call right now. Please leave your name and what you need after the beep, and we'll call you back.`

export const noMessageLeft = "We didn't get a message. We'll call you back at this number. Goodbye."

export const voicemailThanks = "Thanks, we got your message and we'll call you back soon. Goodbye."

/**
 * The receptionist's first words: it says it is the business's automated assistant, and that the
 * call is kept as a written note, not recorded (the two-party-consent states; README "Calls").
 */
export const receptionistOpening = (businessName: string) =>
  `Thanks for calling ${businessName}. I'm the automated assistant, and this call is kept as a written note, not recorded. How can I help?`

/** When a limit is reached, the model fails or stays silent: a person calls back, and says so. */
export const personCallsBack = "Thanks for calling. A person from our team will call you back at this number soon. Goodbye."

/** After a silence: asked once more, then the call ends with the promise above. */
export const didNotHear = "Sorry, I didn't catch that. Could you say it again?"

/** The caller said goodbye, or the turns ran out after a booking. */
export const goodbye = 'Thanks for calling. Goodbye.'
