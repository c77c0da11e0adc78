import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { marketingAutomations } from '../data/marketing'

export function MarketingAutomation() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Marketing Automation</h2>
        </CardTitle>
        <CardDescription>Running in the background for every listing, with no extra work from you.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {marketingAutomations.map(({ icon: Icon, title, metric, text }) => (
            <li key={title} className="rounded-lg border border-border bg-ink-50 p-4">
              <span className="mb-3 inline-flex size-9 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold text-ink-900">{title}</h3>
              <p className="text-small font-medium text-accent-800">{metric}</p>
              <p className="mt-1 text-small text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
