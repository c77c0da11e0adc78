import { Camera, Mail, Megaphone, TrendingUp, type LucideIcon } from 'lucide-react'

export type MarketingAutomation = { icon: LucideIcon; title: string; metric: string; text: string }

export const marketingAutomations: readonly MarketingAutomation[] = [
  {
    icon: Megaphone,
    title: 'Social media posts',
    metric: '12 posts scheduled this week',
    text: 'Every new listing becomes Facebook and Instagram posts with photos, price and a booking link.',
  },
  {
    icon: Mail,
    title: 'E-mail campaigns',
    metric: '1,240 buyers matched',
    text: 'Buyers whose saved searches fit a listing get it the same day, personalised by budget and area.',
  },
  {
    icon: Camera,
    title: 'Virtual tours and video',
    metric: '3 tours published',
    text: 'Listing photos are turned into a short video tour and shared to your site and social channels.',
  },
  {
    icon: TrendingUp,
    title: 'Market reports',
    metric: 'Monthly, to 860 contacts',
    text: 'Neighbourhood price trends go to past clients automatically, keeping you top of mind for referrals.',
  },
]
