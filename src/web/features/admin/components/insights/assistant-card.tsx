import { Bot, CircleAlert } from 'lucide-react'
import { useState } from 'react'
import type { AssistantOverview } from '@/shared/assistant'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'
import { errorMessage } from '@/web/lib/api-error'
import { useAssistantOverview, useSwitchAssistant } from '../../api/assistant'

const count = new Intl.NumberFormat('en-US')

/** What the site chat does now, in the owner's words, from the server's state. */
function describe(overview: AssistantOverview): string {
  switch (overview.mode) {
    case 'model':
      return `The site chat is answered by ${overview.model}, from the site's own facts.`
    case 'not-configured':
      return 'No language model is configured (OPENAI_API_KEY): the site chat gives its keyword answers.'
    case 'switched-off':
      return overview.allowedByEnvironment
        ? 'You turned the model off: the site chat gives its keyword answers.'
        : 'The model is off in the environment (CHAT_ASSISTANT=off): the site chat gives its keyword answers.'
    case 'daily-budget':
      return "Today's token budget is spent: the site chat gives its keyword answers and tells visitors a person will follow up."
  }
}

/** The site assistant (issue 26): its state, today's spending, and the owner's switch. */
export function AssistantCard() {
  const overview = useAssistantOverview()
  const switchModel = useSwitchAssistant()
  const [problem, setProblem] = useState<string | null>(null)

  if (overview.isPending) return <Skeleton className="h-28 rounded-xl" />
  if (overview.isError) {
    return (
      <section role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-small text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        Could not read the site assistant's state: {overview.error.message}
      </section>
    )
  }
  const state = overview.data
  const canSwitch = state.model !== null && state.allowedByEnvironment
  const toggle = () => {
    setProblem(null)
    switchModel.mutate(!state.enabledByOwner, { onError: (error) => setProblem(errorMessage(error, 'The switch could not be changed')) })
  }
  return (
    <section aria-labelledby="assistant-card-title" data-assistant-mode={state.mode} className="flex flex-wrap items-start gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
      <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="assistant-card-title" className="font-semibold text-ink-900">
          Site assistant
        </h2>
        <p className="text-small break-words text-ink-800">{describe(state)}</p>
        <p className="text-small text-muted-foreground">
          Today (UTC): {count.format(state.conversationsToday)} conversation{state.conversationsToday === 1 ? '' : 's'}, {count.format(state.tokensToday)} of{' '}
          {count.format(state.dailyTokenBudget)} tokens; at most {count.format(state.visitorTokenBudget)} per visitor.
        </p>
        {problem && (
          <p role="alert" className="text-small text-destructive">
            {problem}
          </p>
        )}
      </div>
      {canSwitch && (
        <Button type="button" variant="outline" size="sm" onClick={toggle} disabled={switchModel.isPending}>
          {switchModel.isPending ? 'Saving…' : state.enabledByOwner ? 'Turn the model off' : 'Turn the model on'}
        </Button>
      )}
    </section>
  )
}
