import { LoaderCircle, Play } from 'lucide-react'
import { adminApi } from '@/shared/admin'
import { Button, type ButtonProps } from '@/web/components/ui/button'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage, isSessionExpired } from '@/web/lib/api-error'
import { useTriggerResearchAutomation } from '../api/trigger-research-automation'
import { workflowsCopy } from '../lib/copy'

/**
 * 'Trigger Research Workflow' / 'Trigger Research Now' (SPEC §7): starts a research run of
 * Lexington, Kentucky in every industry and says so in a toast; a failure says why. A 401 needs no
 * toast: the page turns to its signed-out view, whose note says to sign in again.
 */
export function TriggerResearchButton({ label, ...props }: { label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const trigger = useTriggerResearchAutomation()
  return (
    <Button
      {...props}
      disabled={trigger.isPending}
      aria-busy={trigger.isPending || undefined}
      onClick={() =>
        trigger.mutate(undefined, {
          onSuccess: ({ run }) =>
            toast({
              title: workflowsCopy.triggered,
              description: `Researching ${run.location}, ${run.industry === 'All' ? 'every industry' : run.industry}. Follow the run on the Internal Automation tab.`,
            }),
          onError: (error) => {
            if (isSessionExpired(error, adminApi.session)) return
            toast({ title: workflowsCopy.triggerFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' })
          },
        })
      }
    >
      {trigger.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Play aria-hidden="true" />}
      {label}
    </Button>
  )
}
