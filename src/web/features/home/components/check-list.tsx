import { Check } from 'lucide-react'

/** What a service or a vertical includes, each point ticked. `className` places the list in its card. */
export function CheckList({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex items-start gap-2 text-small text-ink-700">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          {point}
        </li>
      ))}
    </ul>
  )
}
