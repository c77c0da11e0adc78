/** One step of a demo's automation: what it is called and what it does. */
export type DemoStep = {
  title: string
  description: string
}

/** A table booked at a demo's sample restaurant; each demo names its own statuses. */
export type TableReservation<Status extends string> = {
  id: string
  customer: string
  time: string
  party: number
  status: Status
  phone: string
}
