import { ClipboardCheck, MessageSquareText } from 'lucide-react'
import { cn } from '@/web/lib/utils'

export type SubmissionSource = 'contact' | 'assessments'

const options: readonly { value: SubmissionSource; label: string; icon: typeof ClipboardCheck }[] = [
  { value: 'contact', label: 'Contact forms', icon: MessageSquareText },
  { value: 'assessments', label: 'Assessments', icon: ClipboardCheck },
]

/** Which submissions the tab shows: a two-button switch (aria-pressed). */
export function SourceSwitch({ value, onChange }: { value: SubmissionSource; onChange: (value: SubmissionSource) => void }) {
  return (
    <div role="group" aria-label="Submission type" className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-fit">
      {options.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
            'text-ink-700 hover:text-ink-900 motion-safe:transition-[color,background-color,box-shadow]',
            'aria-pressed:bg-background aria-pressed:text-ink-900 aria-pressed:shadow-sm',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  )
}
