import { Check, Copy } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { cn } from '@/web/lib/utils'
import { smsLength } from '../lib/sms'
import type { OutreachTemplate } from '../lib/types'

type TemplatePanelProps = { template: OutreachTemplate; copyLabel: string; onCopy: () => void }

export function TemplatePanel({ template, copyLabel, onCopy }: TemplatePanelProps) {
  const copied = copyLabel === 'Copied!'
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-ink-900">{template.label} template</h3>
        <Button variant={copied ? 'secondary' : 'outline'} size="sm" onClick={onCopy} className="min-w-28">
          {copied ? <Check aria-hidden="true" className="text-accent-700" /> : <Copy aria-hidden="true" />}
          {copyLabel}
          <span className="sr-only"> {template.label} template</span>
        </Button>
      </div>
      {template.subject && (
        <p className="rounded-md border border-border bg-ink-50 px-3 py-2 text-small">
          <span className="font-medium text-ink-900">Subject: </span>
          {template.subject}
        </p>
      )}
      <pre className="rounded-md border border-border bg-ink-50 p-4 font-sans text-small leading-relaxed whitespace-pre-wrap text-ink-800">
        {template.body}
      </pre>
      {template.id === 'sms' && <SmsCounter text={template.body} />}
    </div>
  )
}

function SmsCounter({ text }: { text: string }) {
  const { count, limit, remaining, fits } = smsLength(text)
  return (
    <p data-testid="sms-count" className={cn('text-small font-medium', fits ? 'text-accent-800' : 'text-red-800')}>
      {count}/{limit} characters · {fits ? `fits in one text message (${remaining} to spare)` : `${-remaining} over one text message`}
    </p>
  )
}
