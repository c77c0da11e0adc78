import { island } from '@/web/components/island'
import { TitledCard } from '@/web/components/titled-card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
import { copyTextOf, outreachTemplates } from '../data/templates'
import { copyButtonLabel, copyMachine, idleCopyState } from '../lib/copy-state'
import type { OutreachTemplate } from '../lib/types'
import { TemplatePanel } from './template-panel'

export function TemplateTabs({ clock }: { clock?: Clock }) {
  const [copyState, send] = useTimedMachine(copyMachine, idleCopyState, clock)

  async function copy(template: OutreachTemplate) {
    try {
      await navigator.clipboard.writeText(copyTextOf(template))
      send({ type: 'copied', templateId: template.id })
    } catch {
      // No clipboard (insecure context) or permission refused: say so rather than fail silently.
      send({ type: 'failed', templateId: template.id })
    }
  }

  const announced = outreachTemplates.find(({ id }) => id === copyState.templateId)

  return (
    <TitledCard
      title="Outreach templates"
      as="h2"
      description="Copy a template, fill in the [brackets] and send."
      headerClassName="px-4 sm:px-6"
      contentClassName="px-4 sm:px-6"
    >
      <Tabs defaultValue="email">
        <TabsList aria-label="Template channel" className="grid h-auto w-full grid-cols-2 sm:w-fit sm:grid-cols-4">
          {outreachTemplates.map((template) => (
            <TabsTrigger key={template.id} value={template.id} className="h-auto min-h-9">
              {template.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {outreachTemplates.map((template) => (
          <TabsContent key={template.id} value={template.id}>
            <TemplatePanel template={template} copyLabel={copyButtonLabel(copyState, template.id)} onCopy={() => void copy(template)} />
          </TabsContent>
        ))}
      </Tabs>
      <p role="status" className="sr-only">
        {announced && copyState.status === 'copied' && `${announced.label} template copied to the clipboard`}
        {announced && copyState.status === 'failed' && `Could not copy the ${announced.label} template. Select the text and copy it instead.`}
      </p>
    </TitledCard>
  )
}

/** The templates and their copy buttons, the page's one island (decision 049). */
export const TemplateTabsIsland = island('outreach-templates', TemplateTabs)
