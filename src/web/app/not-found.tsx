import { AlertCircle } from 'lucide-react'
import { notFoundPage, paths } from '@/shared/paths'
import { site } from '@/shared/site'
import { ButtonLink } from '@/web/components/button-link'
import { MarketingLayout } from '@/web/components/layout/page-layout'
import { Card, CardContent } from '@/web/components/ui/card'

/** SPEC §2: shown for any path outside the route table (the server answers it with 404). */
export function NotFoundPage() {
  return (
    <MarketingLayout
      mainClassName="flex items-center justify-center bg-ink-50 px-4 py-16"
      meta={
        <>
          <title>{`${notFoundPage.title} | ${site.name}`}</title>
          <meta name="robots" content="noindex" />
        </>
      }
    >
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
            <h1 className="text-h3 font-bold text-ink-900">{notFoundPage.title}</h1>
          </div>
          <p className="text-small text-muted-foreground">{notFoundPage.text}</p>
          <ButtonLink to={paths.home.path} variant="outline">Return to Homepage</ButtonLink>
        </CardContent>
      </Card>
    </MarketingLayout>
  )
}
