/** SPEC §2 Blog: the category filter row, in SPEC's order. */
export const blogCategories = ['All', 'Business Strategy', 'Case Study', 'Guide', 'Strategy', 'Security', 'Finance'] as const

export type BlogCategoryFilter = (typeof blogCategories)[number]
export type BlogCategory = Exclude<BlogCategoryFilter, 'All'>

/**
 * The picture of a post, drawn (an icon on a gradient tile, components/post-illustration.tsx).
 * SPEC §3 has an emoji here; emoji render as empty boxes where no emoji font is installed
 * (issue 16), so each post names the subject of its drawing instead.
 */
export const postSubjects = ['speed', 'restaurant', 'home', 'megaphone', 'security', 'finance'] as const
export type PostSubject = (typeof postSubjects)[number]

/** SPEC §3 Blog post (static). `date` is a fixed ISO day, so every render prints the same text. */
export type BlogPost = {
  id: number
  title: string
  excerpt: string
  category: BlogCategory
  readTime: string
  date: string
  image: PostSubject
  tags: string[]
}

export const featuredPost: BlogPost = {
  id: 1,
  title: 'Speed to Lead: Why the First Business to Answer Wins the Job',
  excerpt:
    'Homeowners call two or three contractors and hire the first one who calls back. Here is what happens to your close rate when every lead is answered in seconds, and how a small business can get there without hiring a receptionist.',
  category: 'Business Strategy',
  readTime: '8 min read',
  date: '2025-06-10',
  image: 'speed',
  tags: ['Lead Response', 'AI Caller', 'Contractors'],
}

/** SPEC §2: the grid of five article cards. */
export const posts: readonly BlogPost[] = [
  {
    id: 2,
    title: 'Seven Tasks Every Restaurant Should Automate This Year',
    excerpt: 'Reservations, reminders, review replies and win-back offers: the busywork AI handles so your staff can look after guests.',
    category: 'Business Strategy',
    readTime: '6 min read',
    date: '2025-05-28',
    image: 'restaurant',
    tags: ['Restaurants', 'Reservations', 'Reviews'],
  },
  {
    id: 3,
    title: 'How a Lexington Roofer Booked 31 More Inspections in 60 Days',
    excerpt: 'Storm season used to bury this crew in voicemails. An AI caller and instant text replies turned the backlog into booked inspections.',
    category: 'Case Study',
    readTime: '5 min read',
    date: '2025-05-14',
    image: 'home',
    tags: ['Roofing', 'AI Caller', 'Results'],
  },
  {
    id: 4,
    title: "Facebook, Google or LinkedIn? A Contractor's Guide to Paid Ads",
    excerpt: 'Where each platform shines, what a sensible starting budget looks like, and how to tell which ads actually make the phone ring.',
    category: 'Guide',
    readTime: '9 min read',
    date: '2025-04-30',
    image: 'megaphone',
    tags: ['Paid Ads', 'Google Ads', 'Facebook Ads'],
  },
  {
    id: 5,
    title: 'Is AI Safe for Your Customer Data? Five Questions to Ask',
    excerpt: 'Before any tool touches your customer list, ask these five questions about encryption, access and who else sees the data.',
    category: 'Security',
    readTime: '4 min read',
    date: '2025-04-16',
    image: 'security',
    tags: ['Data Privacy', 'Security', 'Checklist'],
  },
  {
    id: 6,
    title: 'What AI Automation Really Costs, and How Fast It Pays Back',
    excerpt: 'A plain-English breakdown of a $500-2000 setup, the monthly math, and why most local businesses break even in 2-3 months.',
    category: 'Finance',
    readTime: '7 min read',
    date: '2025-04-02',
    image: 'finance',
    tags: ['ROI', 'Pricing', 'Budgeting'],
  },
]
