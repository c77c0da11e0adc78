export type Testimonial = { quote: string; name: string; role: string; business: string; town: string; highlight: string }

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Storm season used to mean a voicemail box full of leads we never called back in time. Now every one gets a call in seconds and the inspection lands on my calendar.',
    name: 'Mike Harlan',
    role: 'Owner',
    business: 'Harlan Roofing & Exteriors',
    town: 'Nicholasville, KY',
    highlight: '31 more inspections in 60 days',
  },
  {
    quote:
      'Setup took nine days, and it paid for itself before the summer rush was over. The AI handles our after-hours calls better than our old answering service ever did.',
    name: 'Denise Carter',
    role: 'Co-owner',
    business: 'Carter Heating & Air',
    town: 'Georgetown, KY',
    highlight: 'Live in 9 days',
  },
  {
    quote:
      'Every portal lead gets a text before I have even seen the notification. I am showing more homes and spending my evenings with my family instead of my phone.',
    name: 'Tasha Reynolds',
    role: 'Realtor',
    business: 'Bluegrass Home Group',
    town: 'Lexington, KY',
    highlight: 'Every lead answered in under a minute',
  },
  {
    quote:
      'Reservations, reminders and review replies run themselves now. Friday no-shows dropped by half, and my staff can focus on the guests in the room.',
    name: 'Marco Bellini',
    role: 'Owner',
    business: "Bellini's Trattoria",
    town: 'Lexington, KY',
    highlight: 'No-shows cut in half',
  },
]
