import { ClipboardList, Clock, Target, type LucideIcon } from 'lucide-react'

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
      {benefits.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <span className="mb-3 inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-body font-semibold text-ink-900">{title}</h2>
          <p className="mt-1 text-small text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  )
}
