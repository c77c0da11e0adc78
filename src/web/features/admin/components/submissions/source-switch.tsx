import { ClipboardCheck, MessageSquareText } from 'lucide-react'
import { PressedSwitch, type SwitchOption } from '../shared/pressed-switch'

export type SubmissionSource = 'contact' | 'assessments'

const options: readonly SwitchOption<SubmissionSource>[] = [
  { value: 'contact', label: 'Contact forms', icon: MessageSquareText },
  { value: 'assessments', label: 'Assessments', icon: ClipboardCheck },
]

/** Which submissions the tab shows. */
export function SourceSwitch({ value, onChange }: { value: SubmissionSource; onChange: (value: SubmissionSource) => void }) {
  return <PressedSwitch label="Submission type" options={options} value={value} onChange={onChange} className="w-full sm:w-fit" buttonClassName="flex-1 py-2" />
}
