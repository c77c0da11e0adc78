import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip'
import { cn } from '@/web/lib/utils'
import { StackedCell } from './submission-table'

/**
 * SPEC §2: long text cut to one line, the whole of it in a tooltip (hover 700 ms, or keyboard
 * focus). The trigger is a button so the keyboard reaches it; its name is the full text, so a
 * screen reader hears everything. On phones (stacked rows, no hover) the text wraps in full.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className={cn(
            'block max-w-full cursor-default rounded-sm text-left break-words text-ink-800 md:max-w-56 md:truncate',
            className,
          )}
        >
          {text}
        </button>
      </TooltipTrigger>
      <TooltipContent className="hidden md:block">{text}</TooltipContent>
    </Tooltip>
  )
}

/** A column of free text (needs, marketing, goals): one line of it, the rest in the tooltip. */
export function LongTextCell({ label, text, className }: { label: string; text: string; className?: string }) {
  return (
    <StackedCell label={label} className="min-w-0">
      <TruncatedText text={text} className={className} />
    </StackedCell>
  )
}
