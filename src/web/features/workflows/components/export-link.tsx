import { Download } from 'lucide-react'
import { workflowsApi } from '@/shared/workflows'
import { Button, type ButtonProps } from '@/web/components/ui/button'
import { exportFileName } from '../lib/templates'

/**
 * Downloads a workflow's n8n JSON as {id}-workflow.json (SPEC §7). A plain link: the browser
 * saves the file itself (the server sends it as an attachment), with or without the page's code.
 */
export function ExportLink({ id, name, label = 'Export', variant = 'outline', size = 'sm', className }: { id: string; name: string; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={workflowsApi.export(id)} download={exportFileName(id)} type="application/json">
        <Download aria-hidden="true" />
        {label}
        <span className="sr-only"> {name} as n8n JSON</span>
      </a>
    </Button>
  )
}
