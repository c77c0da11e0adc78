import { ClipboardList, Clock, Target, type LucideIcon } from 'lucide-react'
import { FeatureCard } from '@/web/components/content/feature-card'

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock,
    title: '2-Minute Assessment',
    text: 'A few quick questions about your business. No technical knowledge needed.',
  },
  {
    icon: Target,
    title: 'Personalized Strategy',
    text: 'Recommendations for your industry, size and goals, not a generic checklist.',
  },
  {
    icon: ClipboardList,
    title: 'Free Implementation Plan',
    text: 'A step-by-step plan with costs and timeline. Yours to keep, whether you work with us or not.',
  },
]

export function AssessmentBenefits() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {benefits.map((benefit) => (
        <FeatureCard key={benefit.title} {...benefit} as="h2" titleClassName="text-body" className="rounded-xl border border-border bg-card p-5 shadow-sm" />
      ))}
    </ul>
  )
}
